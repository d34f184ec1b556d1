import { expect, type Locator } from "@playwright/test";

/**
 * An accordion question: the `<summary>` of its `<details>`, named by its heading. Playwright's
 * role engine gives `summary` no role (browsers expose it as a disclosure button natively).
 */
export function faqQuestion(scope: Locator, question: string): Locator {
  return scope.locator("details > summary").filter({ has: scope.page().getByRole("heading", { name: question, exact: true }) });
}

/** Every question of an accordion scope, in order. */
export function faqQuestions(scope: Locator): Locator {
  return scope.locator("details > summary");
}

/** The open state of the question's `<details>`, which the browser exposes as expanded. */
export async function expectQuestionOpen(question: Locator, open: boolean): Promise<void> {
  await expect(question.locator("xpath=..")).toHaveJSProperty("open", open);
}
