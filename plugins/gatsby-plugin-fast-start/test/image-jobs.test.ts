/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp, { type Sharp, type WebpOptions } from "sharp";
import { encodeWebpAt, limit, widenImageJobs, type ImageJob, type SharpWorker } from "../image-jobs";

const job = (name: string, isLazy = false): ImageJob => ({
  inputPaths: [{ path: `/content/${name}.jpg` }],
  outputDir: "/public/static/abc",
  args: { isLazy, operations: [{ outputPath: `${name}-400.webp`, args: { width: 400, toFormat: "webp" } }], pluginOptions: { q: 1 } },
});

async function inTempDir(body: (dir: string) => Promise<void>): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "image-jobs-"));
  try {
    await body(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A 64x36 PNG in dir. */
async function picture(dir: string): Promise<string> {
  const source = path.join(dir, "source.png");
  await sharp({ create: { width: 64, height: 36, channels: 3, background: "#3366aa" } })
    .png()
    .toFile(source);
  return source;
}

/** A processFile that records how many calls overlap and resolves when told to. */
function recordingProcessFile() {
  let inFlight = 0;
  const calls: { file: string; transforms: unknown; options: unknown }[] = [];
  const pending: (() => void)[] = [];
  const stats = { most: 0 };
  const processFile = (file: string, transforms: unknown, options: unknown) => {
    calls.push({ file, transforms, options });
    inFlight += 1;
    stats.most = Math.max(stats.most, inFlight);
    return new Promise<void>((resolve) =>
      pending.push(() => {
        inFlight -= 1;
        resolve();
      }),
    );
  };
  const settle = async () => {
    while (pending.length) {
      pending.shift()!();
      await new Promise((r) => setImmediate(r));
    }
  };
  return { processFile, calls, stats, settle };
}

describe("limit", () => {
  it("keeps at most `width` calls in flight and runs the rest in order", async () => {
    const started: number[] = [];
    const gates: (() => void)[] = [];
    const run = limit(2, (n: number) => {
      started.push(n);
      return new Promise<number>((resolve) => gates.push(() => resolve(n * 10)));
    });
    const results = Promise.all([1, 2, 3, 4].map(run));
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([1, 2]);
    gates.shift()!();
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([1, 2, 3]);
    while (gates.length || started.length < 4) {
      gates.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
    expect(await results).toEqual([10, 20, 30, 40]);
  });

  it("lets the next call start when one fails", async () => {
    const run = limit(1, async (n: number) => {
      if (n === 1) throw new Error("broken picture");
      return n;
    });
    await expect(run(1)).rejects.toThrow("broken picture");
    await expect(run(2)).resolves.toBe(2);
  });
});

describe("widenImageJobs", () => {
  it("runs two jobs at once, each as gatsby-plugin-sharp's worker would, and skips lazy ones", async () => {
    const original = jest.fn();
    const worker: SharpWorker = { IMAGE_PROCESSING: original };
    const { processFile, calls, stats, settle } = recordingProcessFile();
    widenImageJobs(worker, processFile, 2);
    const done = ["a", "b", "c", "d"].map((n) => worker.IMAGE_PROCESSING!(job(n)));
    const lazy = worker.IMAGE_PROCESSING!(job("e", true));
    await new Promise((r) => setImmediate(r));
    expect(calls).toHaveLength(2);
    await settle();
    await Promise.all([...done, lazy]);
    expect(stats.most).toBe(2);
    expect(original).not.toHaveBeenCalled();
    expect(calls.map((c) => c.file)).toEqual(["/content/a.jpg", "/content/b.jpg", "/content/c.jpg", "/content/d.jpg"]);
    expect(calls[0]!.transforms).toEqual([{ outputPath: path.join("/public/static/abc", "a-400.webp"), args: { width: 400, toFormat: "webp" } }]);
    expect(calls[0]!.options).toEqual({ q: 1 });
  });

  it("keeps the first wrapper when the config loads again", () => {
    const worker: SharpWorker = { IMAGE_PROCESSING: jest.fn() };
    const { processFile } = recordingProcessFile();
    widenImageJobs(worker, processFile, 2);
    const first = worker.IMAGE_PROCESSING;
    widenImageJobs(worker, processFile, 2);
    expect(worker.IMAGE_PROCESSING).toBe(first);
  });

  it("stops the build, naming the assumption, when gatsby-plugin-sharp no longer exports what it wraps", () => {
    expect(() => widenImageJobs({}, jest.fn(), 2)).toThrow(/image-jobs\.ts assumes that gatsby-plugin-sharp's gatsby-worker exports IMAGE_PROCESSING/);
    expect(() => widenImageJobs({ IMAGE_PROCESSING: jest.fn() }, undefined, 2)).toThrow(/processFile is undefined/);
  });

  it("encodes a picture through the installed gatsby-plugin-sharp's processFile", async () => {
    // The real module pair the build patches: the wrapper must hand processFile what it expects.
    const { processFile } = require("gatsby-plugin-sharp/process-file");
    const installed = require("gatsby-plugin-sharp/gatsby-worker") as SharpWorker;
    expect(typeof installed.IMAGE_PROCESSING).toBe("function");
    await inTempDir(async (dir) => {
      const source = await picture(dir);
      const worker: SharpWorker = { IMAGE_PROCESSING: installed.IMAGE_PROCESSING };
      widenImageJobs(worker, processFile, 2);
      const result = await worker.IMAGE_PROCESSING!({
        inputPaths: [{ path: source }],
        outputDir: dir,
        args: { operations: [{ outputPath: "out/small.webp", args: { width: 32, height: 18, toFormat: "webp", quality: 70 } }], pluginOptions: {} },
      });
      // Gatsby's job manager refuses any result but nothing or a plain object; processFile returns a list.
      expect(result).toBeUndefined();
      const meta = await sharp(path.join(dir, "out", "small.webp")).metadata();
      expect(meta).toMatchObject({ format: "webp", width: 32, height: 18 });
    });
  });
});

describe("encodeWebpAt", () => {
  it("keeps one wrapper and lets an effort the caller names win", () => {
    const webp = jest.fn();
    const prototype = { webp };
    encodeWebpAt(prototype, 2);
    encodeWebpAt(prototype, 2);
    prototype.webp({ quality: 70 });
    prototype.webp({ quality: 70, effort: 6 });
    expect(webp.mock.calls).toEqual([[{ effort: 2, quality: 70 }], [{ effort: 6, quality: 70 }]]);
  });

  it("reaches the encoder of the installed gatsby-plugin-sharp's processFile", async () => {
    // processFile encodes with its safe-sharp (sharp's CommonJS copy); what webp() receives is recorded below the wrapper.
    const { processFile } = require("gatsby-plugin-sharp/process-file");
    const { prototype } = require("gatsby-plugin-sharp/safe-sharp") as typeof sharp;
    const received: unknown[] = [];
    const webp = prototype.webp;
    prototype.webp = function (this: Sharp, options?: WebpOptions) {
      received.push(options);
      return webp.call(this, options);
    };
    encodeWebpAt(prototype, 2);
    await inTempDir(async (dir) => {
      await processFile(await picture(dir), [{ outputPath: path.join(dir, "out.webp"), args: { width: 32, height: 18, toFormat: "webp", quality: 70 } }], {});
      expect(received).toContainEqual(expect.objectContaining({ effort: 2, quality: 70, force: true }));
      expect((await sharp(path.join(dir, "out.webp")).metadata()).format).toBe("webp");
    });
  });

  it("stops the build, naming the assumption, when sharp has no webp() on its prototype", () => {
    expect(() => encodeWebpAt({}, 2)).toThrow(/image-jobs\.ts assumes that sharp's instances encode WebP through webp\(\) on its prototype/);
  });
});
