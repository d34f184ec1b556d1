// GraphQL SDL from the zod content schemas, so a field declared there is a field in GraphiQL. Metadata:
// `.describe()` documents, `id` names an object or enum type (else parent type + field, PascalCase),
// `graphql` reads a string as another type (an image path as a File).
import { z } from "zod";
import type { GraphqlHint } from "../../src/lib/content/schema";

interface Meta {
  id?: string;
  description?: string;
  graphql?: GraphqlHint;
}

export interface NodeType {
  name: string;
  /** A list makes one node per item. */
  schema: z.ZodType;
}

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

// zod copies a parent's metadata to .describe()/.meta() results except `id`: describe before naming.
const metaOf = (schema: z.ZodType): Meta => (z.globalRegistry.get(schema) as Meta | undefined) ?? {};

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const described = (description: string | undefined, indent: string) => (description ? `${indent}${JSON.stringify(description)}\n` : "");

/**
 * `nodeFields`: SDL lines for fields the build sets on every node. Throws, naming the field, on a zod type
 * with no GraphQL counterpart and on two different types given one name.
 */
export function graphqlTypeDefs(nodes: readonly NodeType[], nodeFields: readonly string[] = []): string {
  const defs = new Map<string, string>();

  function define(name: string, sdl: string, where: string): string {
    if (!GRAPHQL_NAME.test(name)) throw new Error(`${where}: "${name}" is not a GraphQL type name`);
    const known = defs.get(name);
    if (known !== undefined && known !== sdl) throw new Error(`${where}: two different GraphQL types are named ${name}; give one another id`);
    defs.set(name, sdl);
    return name;
  }

  function fieldsOf(schema: z.ZodObject, typeName: string): string {
    return Object.entries(schema.shape as Record<string, z.ZodType>)
      .map(([field, fieldSchema]) => {
        const { type, directive } = fieldType(fieldSchema, typeName, field);
        const description = metaOf(fieldSchema).description ?? metaOf(unwrapped(fieldSchema)).description;
        return `${described(description, "  ")}  ${field}: ${type}${directive ? ` ${directive}` : ""}`;
      })
      .join("\n");
  }

  function fieldType(schema: z.ZodType, typeName: string, field: string): { type: string; directive?: string } {
    const { type, directive } = nullableType(unwrapped(schema), typeName, field);
    return { type: schema instanceof z.ZodOptional ? type : `${type}!`, directive };
  }

  /** Without its own `!`; lists hold non-null items. */
  function nullableType(schema: z.ZodType, typeName: string, field: string): { type: string; directive?: string } {
    if (schema instanceof z.ZodArray) {
      const element = schema.element as z.ZodType;
      if (element instanceof z.ZodOptional) throw new Error(`${typeName}.${field}: a list of optional items has no GraphQL counterpart here`);
      const item = nullableType(element, typeName, field);
      return { type: `[${item.type}!]`, directive: item.directive };
    }
    return { type: namedType(schema, typeName, field), directive: metaOf(schema).graphql?.directive };
  }

  function namedType(schema: z.ZodType, typeName: string, field: string): string {
    const where = `${typeName}.${field}`;
    const meta = metaOf(schema);
    if (meta.graphql) return meta.graphql.type;
    // String formats (dates, e-mail addresses, URLs) are all of zod type "string".
    if (schema.def.type === "string") return "String";
    if (schema instanceof z.ZodNumber) return schema.format === "safeint" ? "Int" : "Float";
    if (schema instanceof z.ZodBoolean) return "Boolean";
    if (schema instanceof z.ZodEnum) {
      const values = schema.options.map(String);
      // A GraphQL enum's values are names; a set of display text can only be a String.
      if (!values.every((v) => GRAPHQL_NAME.test(v))) return "String";
      const name = meta.id ?? `${typeName}${pascal(field)}`;
      return define(name, `enum ${name} {\n  ${values.join("\n  ")}\n}`, where);
    }
    if (schema instanceof z.ZodUnion) {
      const types = new Set((schema.options as z.ZodType[]).map((option) => namedType(option, typeName, field)));
      if (types.size === 1) return [...types][0]!;
      throw new Error(`${where}: a union of ${[...types].join(", ")} has no one GraphQL type`);
    }
    if (schema instanceof z.ZodObject) {
      const name = meta.id ?? `${typeName}${pascal(field)}`;
      return define(name, `${described(meta.description, "")}type ${name} {\n${fieldsOf(schema, name)}\n}`, where);
    }
    throw new Error(`${where}: the zod type ${schema.def.type} has no GraphQL counterpart in gatsby/content/graphql-from-zod.ts`);
  }

  for (const node of nodes) {
    const record = node.schema instanceof z.ZodArray ? (node.schema.element as z.ZodType) : node.schema;
    if (!(record instanceof z.ZodObject)) throw new Error(`${node.name}: a node type needs an object schema, found ${record.def.type}`);
    const description = metaOf(node.schema).description ?? metaOf(record).description;
    const fields = [...nodeFields.map((line) => `  ${line}`), fieldsOf(record, node.name)].join("\n");
    define(node.name, `${described(description, "")}type ${node.name} implements Node @dontInfer {\n${fields}\n}`, node.name);
  }
  return [...defs.values()].join("\n\n");
}

const unwrapped = (schema: z.ZodType): z.ZodType => (schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema);
