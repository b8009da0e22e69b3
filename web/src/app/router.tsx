import { createBrowserRouter } from "react-router-dom";
import { CalculationPage } from "../features/calculation/components/calculation-page.tsx";
import { HomePage } from "../features/home/components/home-page.tsx";
import { ErrorPage } from "./error-page.tsx";
import { Layout } from "./layout.tsx";

export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <ErrorPage />,
    children: [
      { path: "/", element: <HomePage /> },
      { path: "/hesaplama/:slug", element: <CalculationPage /> },
      // The older form /{type} reaches the same page.
      { path: "/:slug", element: <CalculationPage /> },
    ],
  },
]);
