import * as React from "react";
import { useMessages } from "../../hooks/use-lang";
import { resourceTypeLabel } from "../../lib/content/resources";
import type { Content, Queried } from "../../lib/content/schema";
import Card from "../ui/card";
import Icon from "../ui/icon";
import { DOWNLOAD } from "../ui/icons/marks";
import { Link } from "../ui/local-link";

/** A guide as the Guides page lists it. */
export type ResourceCardData = Queried<Pick<Content["resources"][number], "title" | "description" | "type" | "format" | "pages" | "downloadUrl">>;

/** One guide: its type, format and length, what it covers, and where to get it. Shared by the Guides page and the CMS's preview. */
export default function ResourceCard({ resource, featured = false }: { resource: ResourceCardData; featured?: boolean }) {
  const messages = useMessages();
  const H = featured ? "h3" : "h4";
  return (
    <Card as="article" variant={featured ? "elevated" : "outlined"} interactive className="flex h-full flex-col p-6">
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
        <span className="rounded-full bg-accent-100 px-3 py-1 text-accent-800">{resourceTypeLabel(resource.type, messages.guides)}</span>
        <span className="rounded-full bg-secondary-100 px-3 py-1 text-secondary-800">{resource.format}</span>
        {resource.pages && <span className="text-secondary-600">{messages.guides.pages(resource.pages)}</span>}
      </p>
      <H className={`mt-4 font-semibold text-secondary-950 ${featured ? "text-2xl" : "text-lg"}`}>{resource.title}</H>
      <p className="mt-2 flex-1 text-secondary-700">{resource.description}</p>
      <Link to={resource.downloadUrl} className="hover-shift-link mt-5 inline-flex items-center gap-2 font-semibold text-accent-700 hover:text-accent-800">
        <Icon icon={DOWNLOAD} size={18} />
        {messages.guides.download}
        <span className="sr-only">: {resource.title}</span>
      </Link>
    </Card>
  );
}
