import { start } from "./app/start.tsx";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root element missing");
start(root);
