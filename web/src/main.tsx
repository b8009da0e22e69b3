import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { router } from "./app/router.tsx";
import { installChunkReload } from "./lib/chunk-reload.ts";
import "./styles.css";

// A lazy chunk gone after a deploy: reload once, keeping the page's state.
installChunkReload();

const root = document.getElementById("root");
if (!root) throw new Error("#root element missing");

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
