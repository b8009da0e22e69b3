import { createContext, useContext, useEffect } from "react";

/** The build's renderer (app/render-page.tsx) hears each page's title here to write it into the page's <title>. */
export const ServerTitleContext = createContext<((title: string) => void) | null>(null);

export function useDocumentTitle(title: string): void {
  useContext(ServerTitleContext)?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
