/**
 * The administrator's approval page (/admin): a small page of its own, served by the worker and independent of
 * the SPA. It signs in with /api/token/ and works only through /api/admin/*, which checks the administrator role.
 * No inline script (the script is /admin/admin.js); every value is written with textContent.
 */
export const ADMIN_HTML = `<!doctype html>
<html lang="tr">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Yönetim | Tarımsal Yapı Planlayıcı</title>
<link rel="stylesheet" href="/admin/admin.css" />
</head>
<body>
<header><strong>Tarımsal Yapı Planlayıcı</strong> — Yönetim</header>
<main>
  <section id="giris">
    <h1>Yönetici Girişi</h1>
    <form id="giris-formu">
      <label>Kullanıcı adı <input name="username" autocomplete="username" required /></label>
      <label>Şifre <input name="password" type="password" autocomplete="current-password" required /></label>
      <button type="submit">Giriş Yap</button>
      <p id="giris-hata" role="alert"></p>
    </form>
  </section>
  <section id="panel" hidden>
    <p><span id="kim"></span> <button type="button" id="cikis">Çıkış</button></p>
    <h1>Bekleyen Talepler</h1>
    <p id="durum" role="status"></p>
    <table id="talepler"><thead><tr><th>No</th><th>Tür</th><th>Kullanıcı</th><th>E-posta</th><th>Yeni e-posta</th><th>Tarih</th><th>İşlem</th></tr></thead><tbody></tbody></table>
    <h2>Gönderilen E-postalar</h2>
    <table id="giden"><thead><tr><th>Alıcı</th><th>Konu</th><th>İleti</th><th>Durum</th><th>Tarih</th></tr></thead><tbody></tbody></table>
    <h2>Yönetici İşlemleri</h2>
    <table id="denetim"><thead><tr><th>İşlem</th><th>Hedef</th><th>Ayrıntı</th><th>Tarih</th></tr></thead><tbody></tbody></table>
  </section>
</main>
<script src="/admin/admin.js" defer></script>
</body>
</html>`;

export const ADMIN_CSS = `body{font-family:system-ui,sans-serif;margin:0;background:#f6f5ef;color:#1d2420}
header{background:#2f6b3a;color:#fff;padding:.75rem 1rem}main{max-width:1100px;margin:0 auto;padding:1rem}
label{display:block;margin:.5rem 0}input{font:inherit;padding:.4rem;min-width:16rem}
button{font:inherit;padding:.4rem .8rem;margin:.1rem;border:1px solid #2f6b3a;border-radius:6px;background:#fff;cursor:pointer}
button.onayla{background:#2f6b3a;color:#fff}table{border-collapse:collapse;width:100%;background:#fff;margin-bottom:1.5rem}
th,td{border:1px solid #d9ddd3;padding:.35rem .5rem;text-align:left;vertical-align:top;font-size:.9rem}
td.ileti{white-space:pre-wrap;max-width:32rem}#giris-hata{color:#9b1c12}`;

export const ADMIN_JS = `(() => {
  const KIND = { registration: "Kayıt", password_reset: "Şifre sıfırlama", email_change: "E-posta değişikliği" };
  const $ = (s) => document.querySelector(s);
  const token = () => sessionStorage.getItem("yonetim_token");
  async function call(method, path) {
    const res = await fetch("/api" + path, { method, headers: { Authorization: "Bearer " + token(), Accept: "application/json" } });
    const body = await res.json().catch(() => ({}));
    if (res.status === 401 || res.status === 403) { sessionStorage.removeItem("yonetim_token"); show(false); throw new Error(body.detail || "Yetki yok"); }
    if (!res.ok) throw new Error(body.detail || "Bir hata oluştu.");
    return body;
  }
  function cell(tr, text, cls) { const td = document.createElement("td"); td.textContent = text == null ? "" : String(text); if (cls) td.className = cls; tr.appendChild(td); return td; }
  function fill(sel, rows, make) { const tb = $(sel + " tbody"); tb.replaceChildren(); for (const r of rows) { const tr = document.createElement("tr"); make(tr, r); tb.appendChild(tr); } }
  async function load(note) {
    const [req, out, aud] = await Promise.all([call("GET", "/admin/requests/"), call("GET", "/admin/outbox/"), call("GET", "/admin/audit/")]);
    $("#durum").textContent = (note ? note + " " : "") + (req.data.length ? req.data.length + " bekleyen talep." : "Bekleyen talep yok.");
    fill("#talepler", req.data, (tr, r) => {
      tr.dataset.username = r.username;
      cell(tr, r.id); cell(tr, KIND[r.kind] || r.kind); cell(tr, r.username); cell(tr, r.email); cell(tr, r.newEmail); cell(tr, new Date(r.createdAt).toLocaleString("tr-TR"));
      const td = cell(tr, "");
      for (const [label, action, cls] of [["Onayla", "approve", "onayla"], ["Reddet", "reject", ""]]) {
        const b = document.createElement("button"); b.type = "button"; b.textContent = label; if (cls) b.className = cls;
        b.setAttribute("aria-label", label + ": " + r.username + " (" + (KIND[r.kind] || r.kind) + ")");
        b.addEventListener("click", async () => { b.disabled = true; try { const res = await call("POST", "/admin/requests/" + r.id + "/" + action + "/"); await load(res.message); } catch (e) { $("#durum").textContent = e.message; b.disabled = false; } });
        td.appendChild(b);
      }
    });
    fill("#giden", out.data, (tr, m) => { cell(tr, m.toAddress); cell(tr, m.subject); cell(tr, m.body, "ileti"); cell(tr, m.status); cell(tr, new Date(m.createdAt).toLocaleString("tr-TR")); });
    fill("#denetim", aud.data, (tr, a) => { cell(tr, a.action); cell(tr, a.target); cell(tr, a.detail); cell(tr, new Date(a.createdAt).toLocaleString("tr-TR")); });
  }
  function show(loggedIn) { $("#giris").hidden = loggedIn; $("#panel").hidden = !loggedIn; }
  $("#giris-formu").addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const f = new FormData(ev.target);
    $("#giris-hata").textContent = "";
    const res = await fetch("/api/token/", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ username: f.get("username"), password: f.get("password") }) });
    const body = await res.json().catch(() => ({}));
    if (!res.ok) { $("#giris-hata").textContent = body.detail || "Giriş yapılamadı."; return; }
    sessionStorage.setItem("yonetim_token", body.access);
    try { const me = await call("GET", "/accounts/me/"); if (me.role !== "admin") { sessionStorage.removeItem("yonetim_token"); $("#giris-hata").textContent = "Bu sayfa yalnız yöneticiler içindir."; return; } $("#kim").textContent = me.username; show(true); await load(); }
    catch (e) { $("#giris-hata").textContent = e.message; }
  });
  $("#cikis").addEventListener("click", () => { sessionStorage.removeItem("yonetim_token"); show(false); });
  if (token()) call("GET", "/accounts/me/").then((me) => { $("#kim").textContent = me.username; show(true); return load(); }).catch(() => show(false));
})();`;
