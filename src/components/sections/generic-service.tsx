import type { IconName } from "../../lib/content/icon-names";
import * as React from "react";
import type { Block } from "../../lib/content/page-blocks";
import type { ServiceCardData } from "./service-grid";
import ServiceView, { ServiceNotFound, type ServiceDetailData } from "./service-view";

interface GenericServiceProps {
  serviceId: string;
  services: readonly ServiceDetailData[];
  steps: readonly { readonly title: string; readonly description: string; readonly icon: IconName }[];
  blocks: readonly Block[];
}

/** The fallback for any /services/{id} without a page of its own: the service if it exists, else the not-found message. */
export default function GenericService({ serviceId, services, steps, blocks }: GenericServiceProps) {
  const service = services.find((s) => s.slug === serviceId);
  if (!service) return <ServiceNotFound />;
  return <ServiceView service={service} allServices={services as readonly ServiceCardData[]} steps={steps} blocks={blocks} />;
}
