/**
 * @jest-environment node
 */
// The content model is written twice: the zod schema that validates content/ (gatsby/content/schema.ts)
// and the GraphQL types the pages query (gatsby/content/graphql-schema.ts). This walks both, type by type and field by
// field, so a field added, renamed, made optional or retyped in one and not the other fails here.
import { Kind, parse, type EnumTypeDefinitionNode, type FieldDefinitionNode, type ObjectTypeDefinitionNode, type TypeNode } from "graphql";
import { z } from "zod";
import { DOCUMENT_SCHEMAS, RECORD_SCHEMAS } from "../../../gatsby/content/schema";
import { COLLECTIONS, DOCUMENTS, type Collection, type DocumentName } from "../../../gatsby/content/layout";
import { ENUMS, typeDefs } from "../../../gatsby/content/graphql-schema";

const definitions = parse(typeDefs).definitions;
const types = new Map(definitions.filter((d): d is ObjectTypeDefinitionNode => d.kind === Kind.OBJECT_TYPE_DEFINITION).map((d) => [d.name.value, d]));
const enums = new Map(
  definitions
    .filter((d): d is EnumTypeDefinitionNode => d.kind === Kind.ENUM_TYPE_DEFINITION)
    .map((d) => [d.name.value, (d.values ?? []).map((v) => v.name.value)]),
);

/** A name GraphQL accepts as an enum value; a fixed set of such names must be a GraphQL enum. */
const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** The GraphQL enums with exactly these values; a fixed set of display text ("Marketing & Social") stays a String. */
function enumTypesFor(options: readonly string[]): string[] {
  if (!options.every((o) => GRAPHQL_NAME.test(o))) return ["String"];
  const same = (values: string[]) => values.length === options.length && options.every((o) => values.includes(o));
  const names = [...enums].filter(([, values]) => same(values)).map(([name]) => name);
  return names.length > 0 ? names : [`an enum of ${options.join(", ")}`];
}

/** Fields computed from other fields (@link) or set when nodes are made (@proxy: the record's language), which the JSON does not hold. */
const derived = (field: FieldDefinitionNode) => field.directives?.some((d) => d.name.value === "link" || d.name.value === "proxy") ?? false;

interface Shape {
  nullable: boolean;
  list: Shape | null;
  named: string | null;
}
function shapeOf(type: TypeNode, nullable = true): Shape {
  if (type.kind === Kind.NON_NULL_TYPE) return shapeOf(type.type, false);
  if (type.kind === Kind.LIST_TYPE) return { nullable, list: shapeOf(type.type), named: null };
  return { nullable, list: null, named: type.name.value };
}

/** The GraphQL scalar (or object type) a zod leaf must have. */
function expectedScalar(schema: z.ZodType, name: string): string[] {
  const hint = (z.globalRegistry.get(schema) as { cms?: { widget: string } } | undefined)?.cms;
  if (hint?.widget === "image") return ["File"];
  if (schema.def.type === "string") return (schema as z.ZodStringFormat).format === "date" ? ["Date"] : ["String"];
  if (schema instanceof z.ZodEnum) return enumTypesFor(schema.options as string[]);
  if (schema instanceof z.ZodUnion) return ["String"];
  if (schema instanceof z.ZodNumber) return schema.format === "safeint" ? ["Int"] : ["Float"];
  if (schema instanceof z.ZodBoolean) return ["Boolean"];
  throw new Error(`${name}: no GraphQL counterpart for zod type ${schema.def.type}`);
}

function compareField(where: string, schema: z.ZodType, type: Shape): string[] {
  const optional = schema instanceof z.ZodOptional;
  const inner = optional ? (schema.unwrap() as z.ZodType) : schema;
  const problems: string[] = [];
  if (optional !== type.nullable)
    problems.push(`${where}: ${optional ? "optional" : "required"} in zod, ${type.nullable ? "nullable" : "non-null"} in GraphQL`);
  if (inner instanceof z.ZodArray) {
    if (!type.list) return [...problems, `${where}: a list in zod, not in GraphQL`];
    return [...problems, ...compareField(`${where}[]`, inner.element as z.ZodType, { ...type.list, nullable: false })];
  }
  if (type.list) return [...problems, `${where}: a list in GraphQL, not in zod`];
  if (inner instanceof z.ZodObject) return [...problems, ...compareObject(where, inner, type.named!)];
  const scalars = expectedScalar(inner, where);
  if (!scalars.includes(type.named!)) problems.push(`${where}: ${scalars.join(" or ")} expected in GraphQL, found ${type.named}`);
  return problems;
}

function compareObject(where: string, schema: z.ZodObject, typeName: string): string[] {
  const type = types.get(typeName);
  if (!type) return [`${where}: GraphQL has no type ${typeName}`];
  const fields = new Map((type.fields ?? []).map((f) => [f.name.value, f]));
  const shape = schema.shape as Record<string, z.ZodType>;
  const problems: string[] = [];
  for (const [name, field] of fields)
    if (!(name in shape) && !derived(field)) problems.push(`${typeName}.${name}: in GraphQL, not in the zod schema (${where})`);
  for (const [name, fieldSchema] of Object.entries(shape)) {
    const field = fields.get(name);
    if (!field) problems.push(`${where}.${name}: in the zod schema, not in GraphQL type ${typeName}`);
    else problems.push(...compareField(`${where}.${name}`, fieldSchema, shapeOf(field.type)));
  }
  return problems;
}

/** A document holding a list becomes one node per item; a collection, one node per record file. */
const nodeSchema = (schema: z.ZodType): z.ZodObject => (schema instanceof z.ZodArray ? (schema.element as z.ZodObject) : (schema as z.ZodObject));

describe("the zod schema and the GraphQL schema describe the same content", () => {
  it.each(Object.entries(COLLECTIONS) as [Collection, string][])("content/%s/*.json and GraphQL type %s", (name, typeName) => {
    expect(compareObject(`content/${name}`, RECORD_SCHEMAS[name] as z.ZodObject, typeName)).toEqual([]);
  });

  it.each(Object.entries(DOCUMENTS) as [DocumentName, string][])("content/%s.json and GraphQL type %s", (name, typeName) => {
    expect(compareObject(`content/${name}`, nodeSchema(DOCUMENT_SCHEMAS[name] as z.ZodType), typeName)).toEqual([]);
  });

  it("notices a field one side lacks, a nullability that differs and a type that differs", () => {
    const drifted = z.strictObject({ slug: z.string(), order: z.number().int().optional(), title: z.number(), extra: z.string() });
    expect(compareObject("x", drifted, "Service")).toEqual(
      expect.arrayContaining([
        expect.stringContaining("Service.description: in GraphQL, not in the zod schema"),
        "x.order: optional in zod, non-null in GraphQL",
        "x.title: Float expected in GraphQL, found String",
        "x.extra: in the zod schema, not in GraphQL type Service",
      ]),
    );
  });

  it("wants a fixed set of names as a GraphQL enum with the same values, and a set of display text as a String", () => {
    const icons = z.strictObject({ icon: z.enum(["cpu", "map"]) });
    expect(compareObject("x", icons, "Benefit")).toContain("x.icon: an enum of cpu, map expected in GraphQL, found IconName");
    const labels = z.strictObject({ format: z.enum(["Marketing & Social"]) });
    expect(compareField("x.format", labels.shape.format, { nullable: false, list: null, named: "ResourceFormat" })).toEqual([
      "x.format: String expected in GraphQL, found ResourceFormat",
    ]);
  });
});

describe("the GraphQL enums", () => {
  it("are the fixed sets of src/lib, value for value", () => {
    expect(Object.fromEntries(enums)).toEqual(Object.fromEntries(Object.entries(ENUMS).map(([name, values]) => [name, [...values]])));
  });
});
