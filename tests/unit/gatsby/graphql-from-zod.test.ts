/** @jest-environment node */
// The GraphQL types of content are written from the zod schemas, so a field declared in zod is
// queryable with no other edit, typed as its zod type says.
import { Kind, parse, print, type ObjectTypeDefinitionNode } from "graphql";
import { z } from "zod";
import { graphqlTypeDefs } from "../../../gatsby/content/graphql-from-zod";
import { contentTypeDefs } from "../../../gatsby/content/graphql-schema";
import { DOCUMENT_SCHEMAS, RECORD_SCHEMAS } from "../../../src/lib/content/schema";

/** Each field of type `name` in the SDL, as `field: Type @directive`. */
function fieldsOf(sdl: string, name: string): Record<string, string> {
  const type = parse(sdl).definitions.find((d): d is ObjectTypeDefinitionNode => d.kind === Kind.OBJECT_TYPE_DEFINITION && d.name.value === name);
  if (!type) throw new Error(`no type ${name} in:\n${sdl}`);
  return Object.fromEntries((type.fields ?? []).map((f) => [f.name.value, [print(f.type), ...(f.directives ?? []).map((d) => print(d))].join(" ")]));
}

const derive = (schema: z.ZodType, nodeFields: string[] = []) => graphqlTypeDefs([{ name: "Thing", schema }], nodeFields);

describe("the content types in GraphQL", () => {
  it("have a field for a field added to the article's zod object, and nothing else to edit", () => {
    const articles = RECORD_SCHEMAS.articles.extend({ readingNote: z.string().optional() });
    const article = fieldsOf(contentTypeDefs(DOCUMENT_SCHEMAS, { ...RECORD_SCHEMAS, articles }), "Article");
    expect(article.readingNote).toBe("String");
    expect(article.lang).toBe('String! @proxy(from: "fields.lang")');
  });

  it("are valid SDL, each content type a Node that infers nothing", () => {
    const sdl = contentTypeDefs();
    for (const name of ["SiteConfig", "Article", "Resource", "ServiceFaq"]) expect(sdl).toContain(`type ${name} implements Node @dontInfer {`);
    expect(() => parse(sdl)).not.toThrow();
  });
});

describe("a zod type in GraphQL", () => {
  it("is non-null unless optional, and a list holds non-null items", () => {
    const sdl = derive(z.object({ a: z.string(), b: z.string().optional(), c: z.array(z.number().int()), d: z.array(z.boolean()).optional(), e: z.number() }));
    expect(fieldsOf(sdl, "Thing")).toEqual({ a: "String!", b: "String", c: "[Int!]!", d: "[Boolean!]", e: "Float!" });
  });

  it("takes the type and directive its metadata names, and its description", () => {
    const image = z.string().meta({ graphql: { type: "File", directive: "@fileByRelativePath" } });
    const sdl = derive(z.object({ image: image.optional().describe("The picture"), gallery: z.array(image) }).describe("A thing"));
    expect(fieldsOf(sdl, "Thing")).toEqual({ image: "File @fileByRelativePath", gallery: "[File!]! @fileByRelativePath" });
    expect(sdl).toContain('"A thing"\ntype Thing');
    expect(sdl).toContain('"The picture"\n  image:');
  });

  it("opens every node type with the fields the build sets", () => {
    expect(Object.keys(fieldsOf(derive(z.object({ a: z.string() }), ["lang: String!"]), "Thing"))).toEqual(["lang", "a"]);
  });

  it("is an object type named by its id, or by its parent and field", () => {
    const link = z.object({ path: z.string() }).meta({ id: "Link" });
    const sdl = derive(z.object({ links: z.array(link), more: z.array(link), address: z.object({ city: z.string() }) }));
    expect(fieldsOf(sdl, "Thing")).toEqual({ links: "[Link!]!", more: "[Link!]!", address: "ThingAddress!" });
    expect(fieldsOf(sdl, "ThingAddress")).toEqual({ city: "String!" });
  });

  it("is an enum for a fixed set of names, and a String for a set of display text", () => {
    const sdl = derive(z.object({ icon: z.enum(["cpu", "map"]).meta({ id: "Icon" }), size: z.enum(["S", "M"]), category: z.enum(["AI & Data"]) }));
    expect(fieldsOf(sdl, "Thing")).toEqual({ icon: "Icon!", size: "ThingSize!", category: "String!" });
    expect(sdl).toContain("enum Icon {\n  cpu\n  map\n}");
  });

  it("is a String for a union of strings", () => {
    expect(fieldsOf(derive(z.object({ path: z.string().or(z.url()) })), "Thing")).toEqual({ path: "String!" });
  });

  it("stops the build, naming the field, where GraphQL has no counterpart or two types share a name", () => {
    expect(() => derive(z.object({ when: z.date() }))).toThrow("Thing.when: the zod type date has no GraphQL counterpart");
    expect(() => derive(z.object({ a: z.string().or(z.number()) }))).toThrow("Thing.a: a union of String, Float has no one GraphQL type");
    const twins = z.object({ a: z.object({ x: z.string() }).meta({ id: "Twin" }), b: z.object({ y: z.string() }).meta({ id: "Twin" }) });
    expect(() => derive(twins)).toThrow("Thing.b: two different GraphQL types are named Twin");
  });
});
