/** The Guides page's categories, in display order (the content schema accepts only these). */
export const RESOURCE_CATEGORIES = ["Digital Transformation", "AI Integration", "Marketing & Social", "Technology Consulting"] as const;

export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];
