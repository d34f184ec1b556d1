// Form destinations in the build: checked before bootstrap, defined for the browser, warned about if simulated.
import type { BuildArgs, CreateWebpackConfigArgs, ParentSpanPluginArgs } from "gatsby";
import type { FormDelivery } from "../../src/lib/forms/form-delivery";
import { siteUrl } from "../environment";
import { resolveFormDestinations, simulationWarning, type FormDestinations } from "./destinations";

/** onPreBootstrap has already stopped the build if the variables are wrong. */
export function buildFormDestinations(env: NodeJS.ProcessEnv = process.env): FormDestinations {
  return resolveFormDestinations(env).forms;
}

export function checkFormDestinations({ reporter }: ParentSpanPluginArgs): void {
  const { forms, problems } = resolveFormDestinations(process.env);
  if (problems.length > 0) {
    reporter.panic(
      `forms: ${problems.length === 1 ? "a variable is" : "variables are"} wrong; fix and build again:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    return;
  }
  const describe = (form: keyof FormDestinations) => {
    const d = forms[form];
    return d.kind === "endpoint" ? `${form} → ${d.url}` : `${form} → ${d.kind}`;
  };
  reporter.info(`forms: ${describe("contact")}, ${describe("newsletter")}`);
}

/**
 * DefinePlugin, not a GATSBY_ variable, so a hand-set variable cannot bypass validation and the browser gets one
 * typed object. Every stage gets it, so the HTML and the hydrated page agree.
 */
export function defineFormDelivery({ actions, plugins }: CreateWebpackConfigArgs): void {
  const delivery: FormDelivery = { siteUrl: siteUrl(), forms: buildFormDestinations() };
  // Plain booleans terser folds, so a simulating build drops the failure UI.
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __FORM_DELIVERY__: JSON.stringify(delivery),
        __CONTACT_FORM_SENDS__: JSON.stringify(delivery.forms.contact.kind !== "none"),
        __NEWSLETTER_FORM_SENDS__: JSON.stringify(delivery.forms.newsletter.kind !== "none"),
      }),
    ],
  });
}

/** Last in the log, where it is seen. */
export function warnSimulatedForms({ reporter }: BuildArgs): void {
  const warning = simulationWarning(buildFormDestinations());
  if (warning) reporter.warn(warning);
}
