/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { applyEncoderEffort, sharpOfGatsbyPluginSharp } from "../sharp-encoder-effort";

// The copy of sharp that gatsby-plugin-sharp's process-file.js encodes with, as the installed plugin loads it.
const sharp = require("gatsby-plugin-sharp/safe-sharp") as ReturnType<typeof sharpOfGatsbyPluginSharp>;

// A small picture with detail, so that encoder effort changes the bytes.
async function picture(): Promise<Buffer> {
  const width = 96;
  const height = 64;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 37 + ((i / 7) | 0) * 11) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

describe("applyEncoderEffort", () => {
  let source: Buffer;

  beforeAll(async () => {
    source = await picture();
    applyEncoderEffort(sharpOfGatsbyPluginSharp(), { avif: 2, webp: 3 });
  });

  it("reaches the sharp that the installed gatsby-plugin-sharp's processFile encodes with (sharp ships a CommonJS and an ESM copy)", async () => {
    const { processFile } = require("gatsby-plugin-sharp/process-file");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "encoder-effort-"));
    const encodeAsGatsbyDoes = async (webp: number) => {
      applyEncoderEffort(sharpOfGatsbyPluginSharp(), { avif: 2, webp });
      const outputPath = path.join(dir, `effort-${webp}.webp`);
      await processFile(path.join(dir, "source.png"), [{ outputPath, args: { toFormat: "webp", quality: 70, width: 96, height: 64 } }], {});
      return fs.readFileSync(outputPath);
    };
    try {
      fs.writeFileSync(path.join(dir, "source.png"), source);
      expect((await encodeAsGatsbyDoes(0)).equals(await encodeAsGatsbyDoes(6))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      applyEncoderEffort(sharpOfGatsbyPluginSharp(), { avif: 2, webp: 3 });
    }
  });

  it("encodes AVIF at the configured effort when the caller (gatsby-plugin-sharp) passes only quality", async () => {
    const asPluginCalls = await sharp(source).avif({ quality: 55 }).toBuffer();
    const configured = await sharp(source).avif({ quality: 55, effort: 2 }).toBuffer();
    const sharpDefault = await sharp(source).avif({ quality: 55, effort: 4 }).toBuffer();
    expect(asPluginCalls.equals(configured)).toBe(true);
    expect(asPluginCalls.equals(sharpDefault)).toBe(false);
  });

  it("encodes WebP at the configured effort", async () => {
    const asPluginCalls = await sharp(source).webp({ quality: 70 }).toBuffer();
    const configured = await sharp(source).webp({ quality: 70, effort: 3 }).toBuffer();
    expect(asPluginCalls.equals(configured)).toBe(true);
  });

  it("lets an explicit effort win and keeps one wrapper when config loads again", async () => {
    applyEncoderEffort(sharp, { avif: 1, webp: 3 });
    const latest = await sharp(source).avif({ quality: 55 }).toBuffer();
    expect(latest.equals(await sharp(source).avif({ quality: 55, effort: 1 }).toBuffer())).toBe(true);
    const explicit = await sharp(source).avif({ quality: 55, effort: 4 }).toBuffer();
    const unpatchedDefault = await sharp(source).avif({ quality: 55, effort: 4 }).toBuffer();
    expect(explicit.equals(unpatchedDefault)).toBe(true);
    expect(explicit.equals(latest)).toBe(false);
  });

  it("refuses an effort outside the encoder's range, naming it", () => {
    expect(() => applyEncoderEffort(sharp, { avif: 10, webp: 3 })).toThrow("AVIF effort must be an integer from 0 to 9, got 10");
    expect(() => applyEncoderEffort(sharp, { avif: 2, webp: 1.5 })).toThrow("WebP effort must be an integer from 0 to 6, got 1.5");
  });

  it("stops the build, naming the assumption, when sharp no longer encodes through avif() and webp() on its prototype", () => {
    const withoutEncoders = function () {} as unknown as typeof sharp;
    expect(() => applyEncoderEffort(withoutEncoders, { avif: 2, webp: 3 })).toThrow(
      /sharp-encoder-effort\.ts assumes that sharp's instances encode through avif\(\) and webp\(\).*An upgrade of sharp changed this/,
    );
  });
});
