// Gatsby reads each query as written, so a listing's sort cannot be imported from the model: every query that
// lists a collection is parsed here and its sort held to the collection's policy (content-files.ts).
import fs from "node:fs";
import path from "node:path";
import { Kind, parse, valueFromASTUntyped, visit } from "graphql";
import { COLLECTIONS, listingSort, type Collection } from "../../../src/lib/content/content-files";

const ROOT = path.resolve(__dirname, "../../..");
const BY_FIELD = new Map((Object.keys(COLLECTIONS) as Collection[]).map((name) => [`all${COLLECTIONS[name].type}`, name]));

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

/** Every listing of a collection in the site's queries, with the sort it asks for. */
function listings(): { file: string; field: string; collection: Collection; sort: unknown }[] {
  const found: { file: string; field: string; collection: Collection; sort: unknown }[] = [];
  for (const file of [...sourceFiles("src"), ...sourceFiles("gatsby")]) {
    const source = fs.readFileSync(path.join(ROOT, file), "utf8");
    // A page's graphql`…` tag, or gatsby-node's graphql<Type>(`…`) call.
    for (const [, query] of source.matchAll(/(?<!`)\bgraphql(?:<[\w.]+>\()?`([^`]*)`/g))
      visit(parse(query!), {
        Field(node) {
          const collection = BY_FIELD.get(node.name.value);
          if (!collection) return;
          const sort = node.arguments?.find((a) => a.name.value === "sort");
          found.push({
            file,
            field: node.name.value,
            collection,
            sort: sort && sort.value.kind !== Kind.VARIABLE ? valueFromASTUntyped(sort.value) : undefined,
          });
        },
      });
  }
  return found;
}

describe("every GraphQL listing of a collection", () => {
  const all = listings();

  it("is found in the site's queries for every collection, each of which the site lists", () => {
    expect(new Set(all.map((l) => l.collection))).toEqual(new Set(Object.keys(COLLECTIONS)));
  });

  it.each(all.map((l) => [`${l.file}: ${l.field}`, l] as const))("%s sorts as the collection's policy says", (_, listing) => {
    expect(listing.sort).toEqual(listingSort(listing.collection));
  });
});
