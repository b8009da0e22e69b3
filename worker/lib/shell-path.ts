/**
 * The address of the SPA's page without prerendered content (`npm run build` writes it as uygulama.html beside the
 * prerendered pages; worker/routes/spa-shell.ts answers it for every address the assets have no page for).
 */
export const SHELL_PATH = "/uygulama";
