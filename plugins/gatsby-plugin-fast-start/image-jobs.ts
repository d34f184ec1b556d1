// Runs gatsby-plugin-sharp's image jobs on every core instead of one.
// https://www.gatsbyjs.com/docs/reference/config-files/actions/#createJobV2
//
// gatsby-plugin-sharp 5.16 runs IMAGE_PROCESSING jobs through a queue in gatsby-worker.js whose
// concurrency is `cpuCoreCount() - 1`, read once when the module loads, and process-file.js gives each
// job one libvips thread (`sharp.concurrency(1)`). The site builds with GATSBY_CPU_COUNT=1, which keeps
// Gatsby's LMDB store out of MDB_BAD_RSLOT on two cores, so that queue runs one job at a time and one
// core idles through most of a cold build. Measured on this machine (docs/performance.md, "What each
// image costs"): two jobs at once encode the site's WebP markedly faster, while more libvips threads
// per job gain nothing. So this replaces the module's exported IMAGE_PROCESSING, which Gatsby's job
// manager looks up on the module's exports for every job, with one that calls the same processFile
// through a queue as wide as the machine. Jobs run in the build's main process (the only one with
// GATSBY_CPU_COUNT=1), which loads gatsby-config and so this patch before the first job.
import os from "node:os";
import path from "node:path";
import { BrokenAssumption } from "./assumption";
import { fastStartEnabled } from "./switch";

const MODULE = "plugins/gatsby-plugin-fast-start/image-jobs.ts";
const PATCHED = Symbol.for("tamkeen.imageJobs");

interface Operation {
  readonly outputPath: string;
  readonly args: unknown;
}
/** What Gatsby's job manager passes a gatsby-plugin-sharp IMAGE_PROCESSING job (gatsby-worker.js). */
export interface ImageJob {
  readonly inputPaths: readonly { readonly path: string }[];
  readonly outputDir: string;
  readonly args: { readonly isLazy?: boolean; readonly operations: readonly Operation[]; readonly pluginOptions?: unknown };
}
type ProcessFile = (file: string, transforms: Operation[], options?: unknown) => Promise<unknown>;
export interface SharpWorker {
  IMAGE_PROCESSING?: ((job: ImageJob) => Promise<unknown>) & { [PATCHED]?: true };
}

/** At most `width` calls of `task` in flight; the rest wait their turn, in order. */
export function limit<A, R>(width: number, task: (arg: A) => Promise<R>): (arg: A) => Promise<R> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (arg) => {
    if (running >= width) await new Promise<void>((go) => waiting.push(go));
    running += 1;
    try {
      return await task(arg);
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/**
 * Makes `worker` (gatsby-plugin-sharp/gatsby-worker) run up to `width` image jobs at once through
 * `processFile` (gatsby-plugin-sharp/process-file). Loading the config again keeps the first wrapper.
 */
export function widenImageJobs(worker: SharpWorker, processFile: ProcessFile | undefined, width = os.availableParallelism()): void {
  if (typeof worker.IMAGE_PROCESSING !== "function" || typeof processFile !== "function")
    throw new BrokenAssumption(
      MODULE,
      "gatsby-plugin-sharp",
      "gatsby-plugin-sharp's gatsby-worker exports IMAGE_PROCESSING and its process-file exports processFile",
      `IMAGE_PROCESSING is ${typeof worker.IMAGE_PROCESSING} and processFile is ${typeof processFile}`,
    );
  if (worker.IMAGE_PROCESSING[PATCHED]) return;
  // The job body is gatsby-worker.js's own, line for line: the source file, and each operation's output path under outputDir.
  const run = limit(Math.max(1, width), ({ inputPaths, outputDir, args }: ImageJob) =>
    processFile(
      inputPaths[0]!.path,
      args.operations.map((operation) => ({ outputPath: path.join(outputDir, operation.outputPath), args: operation.args })),
      args.pluginOptions,
    ),
  );
  // Like the original, a job resolves to nothing: Gatsby's job manager refuses a result that is not a plain object.
  const wide = Object.assign(
    async (job: ImageJob): Promise<void> => {
      if (!job.args.isLazy) await run(job);
    },
    { [PATCHED]: true as const },
  );
  worker.IMAGE_PROCESSING = wide;
}

/** Widens the installed gatsby-plugin-sharp's job queue (called from gatsby-config.ts) unless FAST_START switches it off. */
export function widenInstalledImageJobs(): void {
  if (!fastStartEnabled(process.env, "image-queue")) return;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS exports object Gatsby's job manager reads
  const worker = require("gatsby-plugin-sharp/gatsby-worker") as SharpWorker;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { processFile } = require("gatsby-plugin-sharp/process-file") as { processFile?: ProcessFile };
  widenImageJobs(worker, processFile);
}

interface PluginEntry {
  readonly name: string;
  readonly resolve: string;
}
type ImportGatsbyPlugin = (plugin: PluginEntry, module: string) => Promise<SharpWorker>;

/**
 * Checks, through Gatsby's own loader, that the worker module its job manager will use is the widened
 * one: the job manager reaches it with import(), not require(), and a second copy of the module would
 * run every job one at a time again without a word. Run before the first job (onPreBootstrap).
 */
export async function checkImageJobsWidened(plugins: readonly PluginEntry[]): Promise<void> {
  const sharpPlugin = plugins.find((p) => p.name === "gatsby-plugin-sharp");
  if (!sharpPlugin) return;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's private loader, the one its job manager calls
  const { importGatsbyPlugin } = require("gatsby/dist/utils/import-gatsby-plugin") as { importGatsbyPlugin?: ImportGatsbyPlugin };
  if (typeof importGatsbyPlugin !== "function")
    throw new BrokenAssumption(MODULE, "gatsby", "Gatsby's job manager loads plugin workers through gatsby/dist/utils/import-gatsby-plugin", "it is missing");
  const worker = await importGatsbyPlugin(sharpPlugin, "gatsby-worker");
  if (!worker.IMAGE_PROCESSING?.[PATCHED])
    throw new BrokenAssumption(
      MODULE,
      "gatsby",
      "Gatsby's job manager reads IMAGE_PROCESSING from the same exports object that require('gatsby-plugin-sharp/gatsby-worker') returns",
      "it loaded a different copy, which would run image jobs one at a time",
    );
}
