/**
 * The order in which `npm test` starts the test files of all projects (vitest.config.ts). Vitest's own order runs
 * the projects one after another by name, each project's files longest first (from its cache of earlier runs) or
 * largest first (a clean clone). Here the projects follow their usual length: the browser journeys first, then the
 * worker's files (the fuzzer is the longest of all the others), then the unit and the component tests, which are
 * short and fill the gaps at the end — no long file starts last and runs alone on an idle core.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

const PROJECT_ORDER = ["e2e", "worker", "unit", "web"];

const rank = (spec: TestSpecification) => {
  const i = PROJECT_ORDER.indexOf(spec.project.name);
  return i === -1 ? PROJECT_ORDER.length : i;
};

export class ProjectsLongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array#sort is stable: within a project, vitest's order stays.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
