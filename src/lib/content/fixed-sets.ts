// Fixed sets of values content may use besides icon names (./icon-names.ts). The zod schema
// (src/lib/content/schema.ts) validates them, the CMS offers them as selects and the GraphQL schema
// declares each as an enum (named by its `id` there), so a component receives a union type, not a string.

/** The tint of a case study's icon badge. */
export const CASE_STUDY_COLORS = ["primary", "accent"] as const;
export type CaseStudyColor = (typeof CASE_STUDY_COLORS)[number];

/** The file formats a downloadable guide may have. */
export const RESOURCE_FORMATS = ["PDF", "XLSX", "DOCX", "PPTX"] as const;
