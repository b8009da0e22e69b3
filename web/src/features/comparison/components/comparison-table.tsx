import type { ReactNode } from "react";
import type { Comparison, DecidingRule, FigureText, SideStatus } from "../logic.ts";

function Status({ status, message }: { status: SideStatus; message: string }) {
  return (
    <>
      <span className={`comparison__status result__status--${status.verdict}`}>{status.text}</span>
      {message ? <span className="comparison__message">{message}</span> : null}
    </>
  );
}

function Figure({ figure }: { figure: FigureText | null }) {
  if (!figure) return <>—</>;
  return (
    <>
      <span className="comparison__value">{figure.main}</span>
      {figure.sub ? <span className="comparison__sub">{figure.sub}</span> : null}
    </>
  );
}

function Rule({ rule }: { rule: DecidingRule | null }) {
  if (!rule) return <>—</>;
  return (
    <>
      <code>{rule.kural_id}</code> {rule.ad}
    </>
  );
}

/** The row of one compared item; the phone layout stacks its cells under their column names. */
function Row({
  id,
  label,
  columns,
  changed,
  applied,
  newest,
}: {
  id: string;
  label: string;
  columns: readonly [string, string];
  changed: boolean;
  applied: ReactNode;
  newest: ReactNode;
}) {
  return (
    <tr className={changed ? "is-changed" : undefined} data-testid={`comparison-${id}`}>
      <th scope="row">{label}</th>
      <td data-label={columns[0]}>{applied}</td>
      <td data-label={columns[1]}>{newest}</td>
      <td data-label="Fark">
        {changed ? <strong className="comparison__changed">Değişti</strong> : <span>Aynı</span>}
      </td>
    </tr>
  );
}

/** Status, figures and deciding rule of the two versions side by side, each change marked 'Değişti'. */
export function ComparisonTable({
  comparison: c,
  columns,
  messages,
}: {
  comparison: Comparison;
  /** The two column names: the applied version, the newest. */
  columns: readonly [string, string];
  /** The headline sentence of each side. */
  messages: readonly [string, string];
}) {
  return (
    <table className="comparison__table">
      <caption className="visually-hidden">İki kural seti sürümünde aynı girdilerle sonuç</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Karşılaştırılan</span>
          </th>
          <th scope="col">{columns[0]}</th>
          <th scope="col">{columns[1]}</th>
          <th scope="col">Fark</th>
        </tr>
      </thead>
      <tbody>
        <Row
          id="durum"
          label="Durum"
          columns={columns}
          changed={c.status.changed}
          applied={<Status status={c.status.applied} message={messages[0]} />}
          newest={<Status status={c.status.newest} message={messages[1]} />}
        />
        {c.figures.map((f) => (
          <Row
            key={f.alan}
            id={f.alan}
            label={f.etiket}
            columns={columns}
            changed={f.changed}
            applied={<Figure figure={f.applied} />}
            newest={<Figure figure={f.newest} />}
          />
        ))}
        <Row
          id="karar-kurali"
          label="Karar kuralı"
          columns={columns}
          changed={c.rule.changed}
          applied={<Rule rule={c.rule.applied} />}
          newest={<Rule rule={c.rule.newest} />}
        />
      </tbody>
    </table>
  );
}
