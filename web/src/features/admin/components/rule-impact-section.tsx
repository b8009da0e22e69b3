import { useState } from "react";
import { formatDateTime, formatTr } from "@worker/core/rules/numbers.ts";
import type { RuleImpactRunDto, VersionImpactStatus } from "@worker/core/contracts/rule-impact.ts";
import { apiErrorText } from "../../../lib/api/api-error-text.ts";
import { useRecountRuleImpact, useRuleImpact } from "../api.ts";
import { Table } from "./admin-table.tsx";

const STATUS_TEXT: Record<VersionImpactStatus, string> = {
  yururlukte: "Yürürlükte",
  yayinda: "Yayında",
  taslak: "Taslak",
};

const RUN_TEXT: Record<RuleImpactRunDto["durum"], string> = {
  kuyrukta: "Sırada",
  calisiyor: "Sayılıyor",
  tamam: "Tamamlandı",
  hata: "Hata: sayım durdu",
};

/** The recount's progress: a bar with its numbers in words beside it. */
function RunProgress({ run }: { run: RuleImpactRunDto }) {
  const label = `Sayım: ${RUN_TEXT[run.durum]} — ${formatTr(run.tamamlanan)} / ${formatTr(run.toplam)} hesaplama`;
  return (
    <div className="admin-impact__run">
      <progress
        max={Math.max(1, run.toplam)}
        value={run.durum === "tamam" ? Math.max(1, run.toplam) : run.tamamlanan}
        aria-label="Sayımın ilerlemesi"
      />
      <span>
        {label} (başlangıç {formatDateTime(run.baslangic)})
      </span>
    </div>
  );
}

/**
 * 'Mevzuat değişikliğinin etkisi': per rule-set version, how many saved calculations it answers differently (counted
 * on the queue in the background; a new save is counted within a minute), the recount's progress and 'Yeniden say'.
 */
export function RuleImpactSection() {
  const impact = useRuleImpact();
  const recount = useRecountRuleImpact();
  const [status, setStatus] = useState("");
  const run = impact.data?.calisma ?? null;
  const running = run !== null && (run.durum === "kuyrukta" || run.durum === "calisiyor");

  return (
    <section className="admin-impact" aria-labelledby="rule-impact-title">
      <h2 id="rule-impact-title">Mevzuat değişikliğinin etkisi</h2>
      <p className="admin-note">
        Her kural seti sürümünün kayıtlı hesaplamaların sonucunu (izin durumu ya da ana değer) nasıl değiştirdiği. Sayım
        arka planda yapılır; yeni kaydedilen bir hesaplama bir dakika içinde sayılır.
      </p>
      <div className="admin-actions">
        <button
          type="button"
          className="admin-approve"
          disabled={recount.isPending || running}
          onClick={() => recount.mutate(undefined, { onSuccess: (message) => setStatus(message) })}
        >
          {recount.isPending ? "Başlatılıyor..." : running ? "Sayılıyor..." : "Yeniden say"}
        </button>
      </div>
      <p className="admin-status" role="status">
        {status}
      </p>
      {recount.isError ? (
        <p className="admin-error" role="alert">
          {apiErrorText(recount.error, "Sayım başlatılamadı.")}
        </p>
      ) : null}
      {run ? <RunProgress run={run} /> : <p className="admin-note">Henüz bir sayım yapılmadı.</p>}
      {impact.isPending ? (
        <p className="admin-note">Etki sayıları yükleniyor...</p>
      ) : impact.isError ? (
        <p className="admin-error" role="alert">
          {apiErrorText(impact.error, "Etki sayıları yüklenemedi.")}{" "}
          <button type="button" onClick={() => void impact.refetch()}>
            Tekrar dene
          </button>
        </p>
      ) : (
        <Table
          caption="Sürümlere göre değişen kayıtlı hesaplamalar"
          columns={["Sürüm", "Durum", "Kayıtlı", "Değişen", "İzinden redde", "Redden izne"]}
          empty="Kural seti sürümü yok."
          rows={impact.data.data.map((v) => [
            `${v.surum} — ${v.yonetmelik}`,
            STATUS_TEXT[v.durum],
            v.sayim === null ? "Sayılmadı" : formatTr(v.kayitli),
            formatTr(v.degisen),
            formatTr(v.izinden_redde),
            formatTr(v.redden_izne),
          ])}
        />
      )}
    </section>
  );
}
