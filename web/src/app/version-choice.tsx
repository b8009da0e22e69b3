import { inForceText, regulationName } from "@worker/core/rules/version-text.ts";
import { setShellChoice, type ShellRuleSet } from "../entities/structure-types/shell-version.ts";

/**
 * The shell's 'Mevzuat' choice, at the head of the sidebar's list it changes: two radio buttons (arrow keys move
 * between them) naming each regulation by its one name, offered only while the rule set has a draft.
 */
export function VersionChoice({ shell }: { shell: Pick<ShellRuleSet, "choice" | "draft" | "inForce"> }) {
  const { choice, draft, inForce } = shell;
  if (!draft) return null;
  const chosen = choice === "taslak";
  return (
    <fieldset className="version-choice">
      <legend className="version-choice__legend">Mevzuat</legend>
      <label className="version-choice__option">
        <input
          type="radio"
          name="mevzuat-secimi"
          value="yururlukte"
          checked={!chosen}
          onChange={() => setShellChoice("yururlukte")}
        />
        Yürürlükteki mevzuat{inForce ? ` (${inForce.yonetmelik})` : ""}
      </label>
      <label className="version-choice__option">
        <input
          type="radio"
          name="mevzuat-secimi"
          value="taslak"
          checked={chosen}
          aria-describedby="version-choice-draft"
          onChange={() => setShellChoice("taslak")}
        />
        {regulationName(draft)}
      </label>
      <p id="version-choice-draft" className="version-choice__hint">
        Kural seti {draft.surum}, yürürlükte değil ({inForceText(draft)}).
      </p>
    </fieldset>
  );
}
