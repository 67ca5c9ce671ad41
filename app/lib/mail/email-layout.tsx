import type { CSSProperties, ReactNode } from "react";
import { addressLine, site } from "~/content/site";
import { languageTag, type Locale } from "~/lib/i18n/locale";

/**
 * The frame every e-mail shares. Mail programs (Gmail, Outlook) keep inline styles and tables and
 * drop most else, so the layout is a single 600 px table with styles on each element; nothing
 * needs a remote image to be read.
 */

export const colors = { navy: "#102a45", ember: "#c2410c", ink: "#0f172a", muted: "#475569", line: "#e2e8f0" };

const font = "Arial, Helvetica, sans-serif";

export function EmailLayout({
  title,
  preview,
  children,
  locale = "en",
}: {
  title: string;
  preview: string;
  children: ReactNode;
  /** The reader's language: the homeowner's, for a Spanish lead. */
  locale?: Locale;
}) {
  return (
    <html lang={languageTag[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: "#f5f1ea", fontFamily: font, color: colors.ink }}>
        {/* The line inbox lists show beside the subject. */}
        <div className="preview" style={{ display: "none", maxHeight: 0, overflow: "hidden" }}>
          {preview}
        </div>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ backgroundColor: "#f5f1ea" }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table
                  role="presentation"
                  width={600}
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ width: "100%", maxWidth: 600, backgroundColor: "#ffffff", borderRadius: 8 }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          backgroundColor: colors.navy,
                          color: "#ffffff",
                          padding: "18px 24px",
                          fontSize: 20,
                          fontWeight: "bold",
                          borderRadius: "8px 8px 0 0",
                        }}
                      >
                        {site.name}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: 24, fontSize: 16, lineHeight: "24px" }}>{children}</td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: "16px 24px",
                          fontSize: 13,
                          lineHeight: "20px",
                          color: colors.muted,
                          borderTop: `1px solid ${colors.line}`,
                        }}
                      >
                        {site.legalName} · {addressLine} · {locale === "es" ? "Licencia de Florida" : "Florida license"}{" "}
                        {site.license} · {site.phone.display}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export function Heading({ children }: { children: ReactNode }) {
  return <h1 style={{ margin: "0 0 16px", fontSize: 22, lineHeight: "28px", color: colors.navy }}>{children}</h1>;
}

export function Paragraph({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <p style={{ margin: "0 0 16px", ...style }}>{children}</p>;
}

export function Link({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} style={{ color: colors.ember, fontWeight: "bold" }}>
      {children}
    </a>
  );
}

/** A call to action that reads as a button in mail programs that draw it, and as a link in the rest. */
export function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p style={{ margin: "8px 0 24px" }}>
      <a
        href={href}
        style={{
          display: "inline-block",
          backgroundColor: colors.ember,
          color: "#ffffff",
          padding: "12px 20px",
          borderRadius: 6,
          fontWeight: "bold",
          textDecoration: "none",
        }}
      >
        {children}
      </a>
    </p>
  );
}

/** Label and value rows, for the facts of a lead. */
export function Facts({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <table
      role="presentation"
      className="facts"
      cellPadding={0}
      cellSpacing={0}
      style={{ width: "100%", margin: "0 0 16px" }}
    >
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <td style={{ padding: "6px 12px 6px 0", color: colors.muted, verticalAlign: "top", width: 140 }}>{name}</td>
            <td style={{ padding: "6px 0", verticalAlign: "top" }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
