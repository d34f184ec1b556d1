// gatsby-plugin-sharp's image jobs on every core, their WebP at effort 2 (docs/performance.md, "What each image
// costs"). Its queue is `cpuCoreCount() - 1` wide, one job at a time under GATSBY_CPU_COUNT=1 (which keeps LMDB out
// of MDB_BAD_RSLOT on two cores); the job manager looks IMAGE_PROCESSING up on the module's exports per job, in the
// main process, which loads gatsby-config (and so this patch) first. Its processFile passes sharp's webp() only
// `quality`, so WebP gets sharp's default effort 4, slower than 2 for files barely smaller (the figures are there).
import os from "node:os";
import path from "node:path";
import type { WebpOptions } from "sharp";
import { BrokenAssumption } from "./assumption";
import { fastStartEnabled } from "./switch";

const MODULE = "plugins/gatsby-plugin-fast-start/image-jobs.ts";
const PATCHED = Symbol.for("tamkeen.imageJobs");

interface Operation {
  readonly outputPath: string;
  readonly args: unknown;
}
export interface ImageJob {
  readonly inputPaths: readonly { readonly path: string }[];
  readonly outputDir: string;
  readonly args: { readonly isLazy?: boolean; readonly operations: readonly Operation[]; readonly pluginOptions?: unknown };
}
type ProcessFile = (file: string, transforms: Operation[], options?: unknown) => Promise<unknown>;
export interface SharpWorker {
  IMAGE_PROCESSING?: ((job: ImageJob) => Promise<unknown>) & { [PATCHED]?: true };
}

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

/** Loading the config again keeps the first wrapper. */
export function widenImageJobs(worker: SharpWorker, processFile: ProcessFile | undefined, width = os.availableParallelism()): void {
  if (typeof worker.IMAGE_PROCESSING !== "function" || typeof processFile !== "function")
    throw new BrokenAssumption(
      MODULE,
      "gatsby-plugin-sharp",
      "gatsby-plugin-sharp's gatsby-worker exports IMAGE_PROCESSING and its process-file exports processFile",
      `IMAGE_PROCESSING is ${typeof worker.IMAGE_PROCESSING} and processFile is ${typeof processFile}`,
    );
  if (worker.IMAGE_PROCESSING[PATCHED]) return;
  // gatsby-worker.js's own job body, line for line.
  const run = limit(Math.max(1, width), ({ inputPaths, outputDir, args }: ImageJob) =>
    processFile(
      inputPaths[0]!.path,
      args.operations.map((operation) => ({ outputPath: path.join(outputDir, operation.outputPath), args: operation.args })),
      args.pluginOptions,
    ),
  );
  // Resolves to nothing, like the original: the job manager refuses a result that is not a plain object.
  const wide = Object.assign(
    async (job: ImageJob): Promise<void> => {
      if (!job.args.isLazy) await run(job);
    },
    { [PATCHED]: true as const },
  );
  worker.IMAGE_PROCESSING = wide;
}

/** Gives webp() on sharp's prototype a default effort; an effort the caller passes still wins. */
export function encodeWebpAt(prototype: { webp?: ((options?: WebpOptions) => unknown) & { [PATCHED]?: true } }, effort: number): void {
  const webp = prototype.webp;
  if (typeof webp !== "function")
    throw new BrokenAssumption(MODULE, "sharp", "sharp's instances encode WebP through webp() on its prototype", `webp is ${typeof webp}`);
  if (webp[PATCHED]) return;
  prototype.webp = Object.assign(
    function (this: unknown, options?: WebpOptions) {
      return webp.call(this, { effort, ...options });
    },
    { [PATCHED]: true as const },
  );
}

/** Called from gatsby-config.ts. */
export function prepareImageJobs(): void {
  /* eslint-disable @typescript-eslint/no-require-imports -- the CommonJS modules gatsby-plugin-sharp itself loads */
  // sharp 0.35 has a CommonJS and an ESM copy, each with its own prototype: safe-sharp is the one processFile uses.
  if (fastStartEnabled(process.env, "webp-effort")) encodeWebpAt(require("gatsby-plugin-sharp/safe-sharp").prototype, 2);
  if (!fastStartEnabled(process.env, "image-queue")) return;
  const worker = require("gatsby-plugin-sharp/gatsby-worker") as SharpWorker;
  const { processFile } = require("gatsby-plugin-sharp/process-file") as { processFile?: ProcessFile };
  /* eslint-enable @typescript-eslint/no-require-imports */
  widenImageJobs(worker, processFile);
}

interface PluginEntry {
  readonly name: string;
  readonly resolve: string;
}
type ImportGatsbyPlugin = (plugin: PluginEntry, module: string) => Promise<SharpWorker>;

/**
 * The job manager loads the worker with import(), not require(): a second copy of the module would silently
 * run jobs one at a time again. Checked through Gatsby's own loader before the first job.
 */
export async function checkImageJobsWidened(plugins: readonly PluginEntry[] | undefined): Promise<void> {
  if (!Array.isArray(plugins))
    throw new BrokenAssumption(MODULE, "gatsby", "Gatsby's store lists the site's plugins as flattenedPlugins", "there is no such list");
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
