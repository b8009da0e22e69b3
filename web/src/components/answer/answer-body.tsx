import type { CalculationData } from "@worker/core/contracts/calculation.ts";
import { AnswerReport } from "./answer-report.tsx";
import { WhyList } from "./why-list.tsx";
import { NextSteps } from "../next-steps.tsx";

/**
 * Below an answer's headline and figures, the same wherever an answer shows (the result on screen and in print, the
 * saved report, the share page, the history detail, an offline result): its report, 'Neden?' (the rules with their
 * outcome and basis, the figures with their sources) and the next steps.
 */
export function AnswerBody({
  data,
}: {
  data: Partial<
    Pick<
      CalculationData,
      | "rapor"
      | "mesaj"
      | "buyuk_ova_mesaji"
      | "uygulanan_kurallar"
      | "kural_seti"
      | "sayi_kaynaklari"
      | "sonraki_adimlar"
    >
  >;
}) {
  return (
    <>
      <AnswerReport report={data.rapor} text={data.mesaj} largePlain={data.buyuk_ova_mesaji} />
      {data.kural_seti ? (
        <WhyList rules={data.uygulanan_kurallar ?? []} ruleset={data.kural_seti} sources={data.sayi_kaynaklari} />
      ) : null}
      <NextSteps steps={data.sonraki_adimlar} />
    </>
  );
}
