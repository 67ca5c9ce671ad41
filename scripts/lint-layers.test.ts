import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The layers of the code (eslint.config.js) are enforced by `npm run lint`: a file that breaks one
 * fails it. Each case lints a file as if it stood at that path.
 */
const eslint = new ESLint();

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

// The first file linted loads the configuration and the parser: seconds on a busy machine.
describe("the layers", { timeout: 60_000 }, () => {
  it.each([
    ["app/lib/layer-check.ts", 'import { Icon } from "~/components/ui/icon";\nexport const x = Icon;\n'],
    ["app/lib/layer-check.ts", 'import { startServer } from "../../server/start";\nexport const x = startServer;\n'],
    ["app/lib/layer-check.ts", 'import { meta } from "~/routes/home";\nexport const x = meta;\n'],
    ["app/content/layer-check.ts", 'import { Icon } from "~/components/ui/icon";\nexport const x = Icon;\n'],
    [
      "app/content/layer-check.ts",
      'import { submitQuote } from "~/lib/quotes.server";\nexport const x = submitQuote;\n',
    ],
    [
      "app/components/layer-check.tsx",
      'import { submitQuote } from "~/lib/quotes.server";\nexport const x = submitQuote;\n',
    ],
    [
      "app/lib/sms/layer-check.ts",
      'import { OwnerAlert } from "~/lib/mail/owner-alert.server";\nexport const x = OwnerAlert;\n',
    ],
    ["app/lib/crm/layer-check.ts", 'import { x as y } from "../conversions/meta.server";\nexport const x = y;\n'],
    ["app/lib/mail/layer-check.ts", 'import { Icon } from "~/components/ui/icon";\nexport const x = Icon;\n'],
  ])("refuses in %s: %s", async (filePath, code) => {
    expect(await problems(filePath, code)).toHaveLength(1);
  });

  it("lets each layer import what it may", async () => {
    expect(
      await problems("app/lib/layer-check.ts", 'import { site } from "~/content/site";\nexport const x = site;\n'),
    ).toEqual([]);
    expect(
      await problems(
        "app/components/layer-check.tsx",
        'import { site } from "~/content/site";\nexport const x = site;\n',
      ),
    ).toEqual([]);
    // A provider may use what lib shares between providers.
    expect(
      await problems(
        "app/lib/sms/layer-check.ts",
        'import { personName } from "~/lib/leads/facts.server";\nexport const x = personName;\n',
      ),
    ).toEqual([]);
    // A component may name a server module's type: nothing of it reaches the browser.
    expect(
      await problems(
        "app/components/layer-check.tsx",
        'import type { QuoteAccepted } from "~/lib/quotes.server";\nexport type X = QuoteAccepted;\n',
      ),
    ).toEqual([]);
  });
});
