import { joinList, type Lang } from "../language/i18n";

/** The specification strips every non-digit, plus included; stored numbers carry the country code. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/\D/g, "")}`;
}

/** Non-breaking spaces keep it on one line. */
export function phoneDisplay(phone: string): string {
  return phone.trim().replace(/\s+/g, "\u00a0");
}

export function mailHref(email: string): string {
  return `mailto:${email}`;
}

export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}`;
}

export type AddressLike = Pick<Queries.PostalAddress, "streetAddress" | "addressLocality" | "countryName">;

/** With the page's language's comma (joinList: Arabic writes "،"). */
export function formatAddress(a: AddressLike, lang: Lang = "en"): string {
  return joinList([a.streetAddress, a.addressLocality, a.countryName], lang);
}

export function mapsSearchHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** For the map's static fallback. */
export function mapsPointHref(lat: number, lng: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat}%2C${lng}`;
}
