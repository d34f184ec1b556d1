// The forms' destinations in the build: validated before bootstrap (a wrong value stops the build,
// naming the variable), handed to the browser code once, and a warning after a build whose forms
// only simulate a send.
// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateWebpackConfig
import type { BuildArgs, CreateWebpackConfigArgs, ParentSpanPluginArgs } from "gatsby";
import type { FormDelivery } from "../../src/lib/forms/form-delivery";
import { resolveFormDestinations, simulationWarning, type FormDestinations } from "./destinations";

/** This build's destinations; onPreBootstrap has stopped the build if the variables are wrong. */
export function buildFormDestinations(env: NodeJS.ProcessEnv = process.env): FormDestinations {
  return resolveFormDestinations(env).forms;
}

/** Stops `gatsby build` and `gatsby develop` before anything is built when a form's variables are wrong. */
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
 * The destinations reach the browser code as one constant, __FORM_DELIVERY__ (read only by
 * src/lib/forms/form-delivery.ts), through webpack's DefinePlugin rather than a GATSBY_ variable: the value
 * is the validated one, computed here, so a GATSBY_ variable set by hand cannot bypass the checks,
 * and it is one typed object instead of several strings to parse again in the browser. Every stage
 * (the HTML renderer and the browser bundle) gets it, so the HTML and the hydrated page agree.
 */
export function defineFormDelivery({ actions, plugins, store }: CreateWebpackConfigArgs): void {
  const siteUrl = String((store.getState() as { config: { siteMetadata?: { siteUrl?: string } } }).config.siteMetadata?.siteUrl ?? "");
  const delivery: FormDelivery = { siteUrl, forms: buildFormDestinations() };
  // And, as plain booleans webpack and terser fold, whether each form sends anywhere: a build whose
  // form only simulates leaves out the failure message the form can then never show.
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

/** After a production build: a warning, last in the log where it is seen, if a form sends nothing. */
export function warnSimulatedForms({ reporter }: BuildArgs): void {
  const warning = simulationWarning(buildFormDestinations());
  if (warning) reporter.warn(warning);
}
