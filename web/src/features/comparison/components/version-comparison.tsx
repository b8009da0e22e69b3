import { useEffect, useId, useRef, useState } from "react";
import type { CalculationResult } from "@worker/core/contracts/calculation.ts";
import type { RuleSetVersionDto, StructureTypeDto } from "@worker/core/contracts/rule-set.ts";
import { newestVersion, versionLabel } from "../../../entities/structure-types/newest-version.ts";
import { regulationName } from "@worker/core/rules/version-text.ts";
import { useRuleSet } from "../../../entities/structure-types/use-structure-types.ts";
import { compareWithVersion, type ComparisonAnswer } from "../api.ts";
import { changeSummary, compareResults, type Comparison } from "../logic.ts";
import { ComparisonTable } from "./comparison-table.tsx";
import { COMPARE_HASH } from "../../../entities/calculation/reopen.ts";
import "../comparison.css";

function Outcome({
  answer,
  compared,
  label,
  result,
  newest,
  onRetry,
}: {
  answer: ComparisonAnswer;
  compared: Comparison | null;
  label: string;
  result: CalculationResult;
  newest: RuleSetVersionDto;
  onRetry: () => void;
}) {
  if (answer.kind === "error")
    return (
      // An error is not a refusal: the comparison could not be made.
      <div role="alert" className="notice notice--error" data-testid="comparison-failure">
        <strong>Karşılaştırılamadı</strong>
        <p>{answer.message}</p>
        <button type="button" className="button" onClick={onRetry}>
          Tekrar dene
        </button>
      </div>
    );
  if (answer.kind === "missing")
    return (
      <p className="notice notice--warning" data-testid="comparison-missing">
        <strong>
          {label}, kural seti {versionLabel(newest)} içinde yer almıyor:
        </strong>{" "}
        {newest.yonetmelik} bu yapı türünü tanımlamadığı için bu girdilerle hesaplanamaz.
      </p>
    );
  if (!compared) return null;
  return (
    <>
      {compared.notDefined ? (
        <p className="notice notice--warning" data-testid="comparison-not-defined">
          <strong>{newest.yonetmelik} bu yapı türünü tarımsal amaçlı yapı olarak tanımlamıyor.</strong>{" "}
          {compared.notDefined}
        </p>
      ) : null}
      <ComparisonTable
        comparison={compared}
        columns={[`Bu sonuç (${regulationName(result.data.kural_seti)})`, regulationName(newest)]}
        messages={[result.data.ana_mesaj, answer.result.data.ana_mesaj]}
      />
    </>
  );
}

/**
 * 'Yeni yönetmelikle karşılaştır' under a result: the same request under the rule set's newest version (read from
 * `GET /api/rules/`), beside the shown answer. Nothing to press when the answer already is the newest version's.
 * `openAtStart` (a saved answer's 'Karşılaştır', issue #52) opens it with the answer asked for at once.
 */
export function VersionComparison({
  type,
  result,
  body,
  openAtStart = false,
}: {
  type: Pick<StructureTypeDto, "slug" | "kod" | "label" | "kartlar">;
  result: CalculationResult;
  /** The request that gave `result`. */
  body: Readonly<Record<string, unknown>>;
  openAtStart?: boolean;
}) {
  const { ruleSet } = useRuleSet();
  const panelId = useId();
  const [open, setOpen] = useState(openAtStart);
  const [loading, setLoading] = useState(false);
  const [answer, setAnswer] = useState<ComparisonAnswer | null>(null);
  const section = useRef<HTMLElement>(null);
  // The request of this mount (the component is keyed by its result): the one the opening comparison asks for.
  const startBody = useRef(body);
  const newest = ruleSet ? newestVersion(ruleSet.surumler) : null;
  const applied = result.data.kural_seti.surum;
  const startWith = openAtStart && newest && newest.surum !== applied ? newest.surum : null;
  useEffect(() => {
    if (!startWith) return;
    let live = true;
    void compareWithVersion(type.slug, startBody.current, startWith).then((a) => {
      if (!live) return;
      setAnswer(a);
      section.current?.scrollIntoView?.({ block: "start" });
    });
    return () => {
      live = false;
    };
  }, [startWith, type.slug]);
  if (!newest) return null;
  if (newest.surum === applied)
    return (
      <p className="field__hint no-print" data-testid="comparison-latest">
        Bu sonuç kural setinin en yeni sürümüyle ({versionLabel(newest)}) hesaplandı; karşılaştırılacak daha yeni bir
        sürüm yok.
      </p>
    );

  const compared =
    answer?.kind === "answer"
      ? compareResults(
          { kod: type.kod, cards: type.kartlar, data: result.data },
          { kod: answer.type.kod, cards: answer.type.kartlar, data: answer.result.data },
        )
      : null;
  // The opening comparison is on its way until its answer is here.
  const busy = loading || (startWith !== null && answer === null);
  const run = async () => {
    setLoading(true);
    setAnswer(await compareWithVersion(type.slug, body, newest.surum));
    setLoading(false);
  };
  const toggle = () => {
    setOpen(!open);
    if (!open && !answer && !busy) void run();
  };
  return (
    <section
      ref={section}
      id={openAtStart ? COMPARE_HASH : undefined}
      className="comparison no-print"
      aria-label={`${regulationName(newest)} ile karşılaştırma`}
      aria-busy={busy}
    >
      <button type="button" className="button" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        {regulationName(newest)} ile karşılaştır
      </button>
      <div id={panelId} hidden={!open} data-testid="comparison">
        <h3 className="comparison__title">{regulationName(newest)} ile karşılaştırma</h3>
        <p className="field__hint">
          Bu sonucun girdileri kural seti {versionLabel(newest)} ile yeniden hesaplanır (bu sonuç: {applied}).
        </p>
        {/* One live region: the loading text, then what changes. */}
        <p role="status" className="comparison__summary" data-testid="comparison-summary">
          {busy ? "Karşılaştırılıyor..." : compared ? changeSummary(compared, newest.surum) : ""}
        </p>
        {answer && !busy ? (
          <Outcome
            answer={answer}
            compared={compared}
            label={type.label}
            result={result}
            newest={newest}
            onRetry={() => void run()}
          />
        ) : null}
      </div>
    </section>
  );
}
