/** @jest-environment node */
import path from "node:path";
import sharp from "sharp";
import { encodeWebpAt, limit, widenImageJobs, type ImageJob, type SharpWorker } from "../image-jobs";
import { inTempDir } from "./fixtures";

const job = (name: string, isLazy = false): ImageJob => ({
  inputPaths: [{ path: `/content/${name}.jpg` }],
  outputDir: "/public/static/abc",
  args: { isLazy, operations: [{ outputPath: `${name}-400.webp`, args: { width: 400, toFormat: "webp" } }], pluginOptions: { q: 1 } },
});

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

it("limit lets the next call start when one fails", async () => {
  const run = limit(1, async (n: number) => {
    if (n === 1) throw new Error("broken picture");
    return n;
  });
  await expect(run(1)).rejects.toThrow("broken picture");
  await expect(run(2)).resolves.toBe(2);
});

it("widenImageJobs runs two jobs at once, in order, each as gatsby-plugin-sharp's worker would, and skips lazy ones", async () => {
  const original = jest.fn();
  const worker: SharpWorker = { IMAGE_PROCESSING: original };
  const running: (() => void)[] = [];
  const processFile = jest.fn(() => new Promise<void>((resolve) => running.push(resolve)));
  widenImageJobs(worker, processFile, 2);
  const done = Promise.all([...["a", "b", "c", "d"].map((n) => worker.IMAGE_PROCESSING!(job(n))), worker.IMAGE_PROCESSING!(job("e", true))]);
  await nextTurn();
  expect(processFile).toHaveBeenCalledTimes(2);
  running.shift()!();
  await nextTurn();
  expect(processFile).toHaveBeenCalledTimes(3);
  while (running.length) {
    running.shift()!();
    await nextTurn();
  }
  await done;
  expect(original).not.toHaveBeenCalled();
  const operations = (n: string) => [{ outputPath: path.join("/public/static/abc", `${n}-400.webp`), args: { width: 400, toFormat: "webp" } }];
  expect(processFile.mock.calls).toEqual(["a", "b", "c", "d"].map((n) => [`/content/${n}.jpg`, operations(n), { q: 1 }]));
});

it("widenImageJobs and encodeWebpAt keep their first wrapper when the config loads again; an effort the caller names wins", () => {
  const worker: SharpWorker = { IMAGE_PROCESSING: jest.fn() };
  widenImageJobs(worker, jest.fn(), 2);
  const first = worker.IMAGE_PROCESSING;
  widenImageJobs(worker, jest.fn(), 2);
  expect(worker.IMAGE_PROCESSING).toBe(first);
  const webp = jest.fn();
  const prototype = { webp };
  encodeWebpAt(prototype, 2);
  encodeWebpAt(prototype, 3);
  prototype.webp({ quality: 70 });
  prototype.webp({ quality: 70, effort: 6 });
  expect(webp.mock.calls).toEqual([[{ effort: 2, quality: 70 }], [{ effort: 6, quality: 70 }]]);
});

it("the installed gatsby-plugin-sharp's worker, widened, encodes a picture through processFile with sharp's webp() at effort 2", async () => {
  const { processFile } = require("gatsby-plugin-sharp/process-file");
  const installed = require("gatsby-plugin-sharp/gatsby-worker") as SharpWorker;
  // processFile encodes with its safe-sharp (sharp's CommonJS copy); what webp() receives is recorded below the wrapper.
  const { prototype } = require("gatsby-plugin-sharp/safe-sharp") as typeof sharp;
  const webp = jest.spyOn(prototype, "webp");
  encodeWebpAt(prototype, 2);
  const worker: SharpWorker = { IMAGE_PROCESSING: installed.IMAGE_PROCESSING };
  widenImageJobs(worker, processFile, 2);
  await inTempDir(async (dir) => {
    const source = path.join(dir, "source.png");
    await sharp({ create: { width: 64, height: 36, channels: 3, background: "#3366aa" } })
      .png()
      .toFile(source);
    const result = await worker.IMAGE_PROCESSING!({
      inputPaths: [{ path: source }],
      outputDir: dir,
      args: { operations: [{ outputPath: "out/small.webp", args: { width: 32, height: 18, toFormat: "webp", quality: 70 } }], pluginOptions: {} },
    });
    // Gatsby's job manager refuses any result but nothing or a plain object; processFile returns a list.
    expect(result).toBeUndefined();
    expect(webp).toHaveBeenCalledWith(expect.objectContaining({ effort: 2, quality: 70, force: true }));
    expect(await sharp(path.join(dir, "out", "small.webp")).metadata()).toMatchObject({ format: "webp", width: 32, height: 18 });
  });
});

it.each([
  ["gatsby-plugin-sharp's worker has no IMAGE_PROCESSING", () => widenImageJobs({}, jest.fn(), 2), /assumes that .* gatsby-worker exports IMAGE_PROCESSING/],
  ["its process-file has no processFile", () => widenImageJobs({ IMAGE_PROCESSING: jest.fn() }, undefined, 2), /processFile is undefined/],
  ["sharp's prototype has no webp()", () => encodeWebpAt({}, 2), /assumes that sharp's instances encode WebP through webp\(\) on its prototype/],
])("stops the build, naming the assumption, when %s", (_, patch, message) => {
  expect(patch).toThrow(message);
});
