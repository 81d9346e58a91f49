import type { JudgeRequest, LanguageId } from '../api';
import type { Artifact } from '../artifacts';
import type { Builder } from '../build';
import type { SlotOwner } from '../slotPool';
import { withCompileFlags, type Toolchain } from '../toolchain';
import type { BuiltChecker } from './checker';
import type { BuiltInteractor } from './interactiveCase';
import { outputCheckFor, type JudgingProgram, type OutputCheck } from './outputCheck';

type Available = Toolchain & { available: true };

/** A problem's checker (or interactor) and the toolchain that builds it. */
export interface CheckerToBuild {
  readonly toolchain: Available;
  readonly validation: JudgingProgram;
}

/** The checker or interactor with its toolchain, or why this judge cannot build it. */
export function checkerToBuild(
  validation: JudgingProgram,
  toolchains: ReadonlyMap<LanguageId, Toolchain>,
): CheckerToBuild | { error: string } {
  const toolchain = toolchains.get(validation.language);
  const what = validation.kind === 'checker' ? 'a checker' : 'an interactor';
  if (!toolchain) return { error: `no toolchain builds ${what} in ${validation.language}` };
  if (!toolchain.available) return { error: `cannot build ${what} in ${validation.language}: ${toolchain.reason}` };
  const flags = toolchain.language.checkerFlags;
  return { toolchain: flags ? withCompileFlags(toolchain, flags) : toolchain, validation };
}

/**
 * How a request's cases are checked: by a rule of the judge's, or by the problem's checker or
 * interactor to build (with its toolchain); or why this judge cannot. An input validator's output
 * is not checked at all: it has no validation.
 */
export function checkingFor(
  request: Pick<JudgeRequest, 'validation' | 'role'>,
  toolchains: ReadonlyMap<LanguageId, Toolchain>,
): { readonly check: OutputCheck } | CheckerToBuild | { readonly error: string } {
  if (request.role === 'inputValidator' && request.validation) return { error: 'an input validator has no validation of its output' };
  const validation = outputCheckFor(request.validation);
  return 'program' in validation ? checkerToBuild(validation.program, toolchains) : validation;
}

/** How a job's cases are judged once built: the problem's rule, its checker, or its interactor. */
export type BuiltChecking = { readonly check: OutputCheck } | { readonly checker: BuiltChecker } | { readonly interactor: BuiltInteractor };

/** The learner's program and the problem's checker, built; `release` lets go of both once the cases are done. */
export type Programs =
  | {
      readonly kind: 'ready';
      readonly program: Artifact;
      /** The problem's rule, or its checker or interactor built. */
      readonly checking: BuiltChecking;
      /** The learner's build: whether it compiled (not from the cache), and its compiler's CPU seconds. */
      readonly compiled: boolean;
      readonly cpuSeconds: number;
      release(): Promise<void>;
    }
  /** The learner's program does not compile: a Compilation Error. */
  | { readonly kind: 'rejected'; readonly output: string; readonly cpuSeconds: number }
  /** The problem's checker (or interactor) does not compile: the problem's fault, an Internal Error. */
  | { readonly kind: 'checkerRejected'; readonly program: JudgingProgram['kind']; readonly output: string }
  | { readonly kind: 'fault'; readonly reason: string };

/**
 * Builds the learner's program and, beside it on another slot, the problem's checker (each cached
 * like any program: the checker compiles once for all the problem's jobs). A checker that does not
 * compile decides before the learner's program does: no case can be judged.
 */
export async function buildPrograms(
  builder: Builder,
  owner: SlotOwner,
  program: {
    readonly toolchain: Available;
    readonly source: string;
    readonly files?: readonly { readonly name: string; readonly content: string }[];
    readonly whileCompiling: () => void;
  },
  checking: { readonly check: OutputCheck } | CheckerToBuild,
): Promise<Programs> {
  const [programBuild, checkerBuild] = await Promise.allSettled([
    builder.build(program.toolchain, program.source, owner, { whileCompiling: program.whileCompiling, files: program.files ?? [] }),
    'check' in checking
      ? Promise.resolve(null)
      : builder.build(checking.toolchain, checking.validation.source, owner, { files: checking.validation.files ?? [] }),
  ]);
  const ready = [programBuild, checkerBuild].flatMap((result) =>
    result.status === 'fulfilled' && result.value?.kind === 'ready' ? [result.value.program] : [],
  );
  const release = async () => {
    await Promise.all(ready.map((artifact) => artifact.release()));
  };
  if (programBuild.status === 'rejected' || checkerBuild.status === 'rejected') {
    await release();
    throw programBuild.status === 'rejected' ? programBuild.reason : (checkerBuild as PromiseRejectedResult).reason;
  }
  const built = programBuild.value;
  const checkerBuilt = checkerBuild.value;
  if (built.kind === 'fault') {
    await release();
    return built;
  }
  if (checkerBuilt?.kind === 'fault') {
    await release();
    return { kind: 'fault', reason: `the checker's build: ${checkerBuilt.reason}` };
  }
  if (checkerBuilt?.kind === 'rejected') {
    await release();
    return { kind: 'checkerRejected', program: 'check' in checking ? 'checker' : checking.validation.kind, output: checkerBuilt.output };
  }
  if (built.kind === 'rejected') {
    await release();
    return built;
  }
  const checkingBuilt = 'check' in checking ? checking : checkerBuilt && builtChecking(checking, checkerBuilt.program.dir);
  if (!checkingBuilt) {
    await release();
    return { kind: 'fault', reason: 'the checker was not built' };
  }
  return {
    kind: 'ready',
    program: built.program,
    checking: checkingBuilt,
    compiled: built.compiled,
    cpuSeconds: built.cpuSeconds,
    release,
  };
}

function builtChecking({ toolchain, validation }: CheckerToBuild, dir: string): BuiltChecking {
  return validation.kind === 'checker'
    ? { checker: { dir, toolchain, protocol: validation.protocol } }
    : { interactor: { dir, toolchain } };
}
