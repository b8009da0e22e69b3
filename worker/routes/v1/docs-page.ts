/**
 * The HTML of `/api/v1/docs`: a shell that loads the reference's own script and stylesheet (public/api-docs/docs.js and
 * docs.css, static assets of this origin that the SPA never loads) — no inline script or style, nothing from another
 * origin, so the site's CSP holds. The script reads `/api/v1/openapi.json` and draws the reference in Turkish.
 */
export const DOCS_PAGE = `<!doctype html>
<html lang="tr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API v1 başvuru belgesi — Tarımsal Yapı Planlayıcı</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/api-docs/docs.css" />
    <script type="module" src="/api-docs/docs.js"></script>
  </head>
  <body>
    <header class="site">
      <a href="/">Tarımsal Yapı Planlayıcı</a>
    </header>
    <main id="belge" aria-busy="true">
      <h1>Tarımsal Yapı Planlayıcı API</h1>
      <p id="durum">Belge yükleniyor…</p>
    </main>
  </body>
</html>
`;
