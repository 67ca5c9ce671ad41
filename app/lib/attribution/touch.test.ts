import { describe, expect, it } from "vitest";
import { sourceOf } from "./sources-report.server";
import {
  CAMPAIGN_PARAMS,
  cleanReferrer,
  cleanValue,
  decodeTouches,
  encodeTouches,
  MAX_ENCODED_VALUE,
  type Touch,
} from "./touch";

describe("campaign values", () => {
  it.each([
    ["google", "google"],
    ["  spring_sale-2026 ", "spring_sale-2026"],
    ["Cj0KCQjw8O-VBhCpARIsACMvVLP", "Cj0KCQjw8O-VBhCpARIsACMvVLP"],
    ["techo nuevo", "techo nuevo"],
    ["reparación", "reparación"],
    ["<script>alert(1)</script>", undefined],
    ['"><img src=x>', undefined],
    ["a'b", undefined],
    ["line\nbreak", undefined],
    ["", undefined],
    ["x".repeat(MAX_ENCODED_VALUE + 1), undefined],
    ["(~)".repeat(17), undefined],
    ["é".repeat(40), undefined],
    ["\uD800", undefined],
    [null, undefined],
  ])("%j is kept as %j", (raw, kept) => {
    expect(cleanValue(raw)).toBe(kept);
  });
});

describe("referrers", () => {
  const own = ["www.suncoastfamilyroofing.example", "127.0.0.1:3000"];
  it.each([
    ["https://www.google.com/search?q=roof+repair+tampa", "https://www.google.com/search"],
    ["https://m.facebook.com/", "https://m.facebook.com"],
    ["http://blog.example/best-roofers#top", "http://blog.example/best-roofers"],
    [`https://news.example/${"a".repeat(300)}`, "https://news.example"],
    ["https://www.suncoastfamilyroofing.example/financing", undefined],
    // The same site without its "www.": a page of its own, not another site sending visitors.
    ["https://suncoastfamilyroofing.example/es/financiamiento", undefined],
    ["https://WWW.SUNCOASTFAMILYROOFING.EXAMPLE/", undefined],
    // Google's search app on Android, with the address it showed and without.
    ["android-app://com.google.android.googlequicksearchbox/https/www.google.com", "https://www.google.com"],
    ["android-app://com.google.android.googlequicksearchbox", "https://www.google.com"],
    ["http://127.0.0.1:3000/", undefined],
    ["javascript:alert(1)", undefined],
    ["android-app://com.google.android.gm/", undefined],
    ["not a url", undefined],
    [undefined, undefined],
  ])("%j is recorded as %j", (raw, recorded) => {
    expect(cleanReferrer(raw, own)).toBe(recorded);
  });
});

describe("the cookie's value", () => {
  it("round-trips both touches, and one touch when the last is the first", () => {
    const first: Touch = {
      at: 1_780_000_000_000,
      landingPage: "/roofing-tampa-fl",
      referrer: "https://www.google.com",
    };
    const last: Touch = { at: 1_780_000_500_000, landingPage: "/", utm_source: "google", gclid: "Cj0_x-1" };
    expect(decodeTouches(encodeTouches(first, last))).toEqual({ first, last });
    const once = encodeTouches(first, first);
    expect(once).not.toContain("l.");
    expect(decodeTouches(once)).toEqual({ first, last: first });
  });

  it("fits one cookie with every field of both touches at its longest", () => {
    // Characters the cookie's encoding grows three times (/ : ( ) ~), as many as the limit allows.
    const longest = (at: number): Touch => ({
      at,
      landingPage: "/a".repeat(MAX_ENCODED_VALUE / 4),
      referrer: `https://r.example${"/b".repeat(MAX_ENCODED_VALUE / 4 - 8)}`,
      ...Object.fromEntries(CAMPAIGN_PARAMS.map((p) => [p, "(~)".repeat(MAX_ENCODED_VALUE / 9) + "vvv"])),
    });
    const value = encodeTouches(longest(1_780_000_000_000), longest(1_780_000_000_001));
    // A browser keeps a cookie whose name and value are at most 4,096 bytes.
    expect(`sfr_touch=${value}`.length).toBeLessThan(4_000);
    expect(decodeTouches(value)).toEqual({ first: longest(1_780_000_000_000), last: longest(1_780_000_000_001) });
  });

  it("ignores a value that holds no valid first touch", () => {
    expect(decodeTouches(undefined)).toBeUndefined();
    expect(decodeTouches("garbage")).toBeUndefined();
    expect(decodeTouches("f.at=yesterday&f.p=/")).toBeUndefined();
    expect(decodeTouches(`f.at=${Date.now() + 7 * 86_400_000}&f.p=/`)).toBeUndefined();
    expect(decodeTouches(`f.at=${Date.now()}&f.p=javascript:alert(1)`)).toBeUndefined();
    expect(decodeTouches(`f.at=${Date.now()}&f.p=/&l.at=1&l.p=/`)?.last.at).toBeGreaterThan(1);
  });

  it("drops a referrer edited into the cookie that is no address, and keeps the rest of the touch", () => {
    for (const referrer of ["http://[", "http://a:99999", "https://[::1"]) {
      const touches = decodeTouches(`f.at=${Date.now()}&f.p=%2F&f.r=${encodeURIComponent(referrer)}&f.utm_source=x`);
      expect(touches?.first, referrer).toMatchObject({ landingPage: "/", utm_source: "x" });
      expect(touches?.first.referrer, referrer).toBeUndefined();
    }
  });
});

describe("source / medium / campaign", () => {
  const at = 1_780_000_000_000;
  const landingPage = "/";
  it.each([
    [{ utm_source: "google", utm_medium: "cpc", utm_campaign: "spring" }, ["google", "cpc", "spring"]],
    [{ utm_source: "newsletter" }, ["newsletter", "(not set)", "(not set)"]],
    [{ gclid: "abc" }, ["google", "cpc", "(not set)"]],
    [{ wbraid: "abc" }, ["google", "cpc", "(not set)"]],
    [{ msclkid: "abc" }, ["bing", "cpc", "(not set)"]],
    [{ fbclid: "abc", referrer: "https://m.facebook.com" }, ["facebook", "social", "(not set)"]],
    // One campaign typed two ways is one row.
    [{ utm_source: "Google ", utm_medium: "CPC", utm_campaign: "Spring  Sale" }, ["google", "cpc", "spring sale"]],
    // An ad link tagged with its campaign alone is still a paid click.
    [{ utm_campaign: "spring", gclid: "abc" }, ["google", "cpc", "spring"]],
    [{ utm_campaign: "spring", msclkid: "abc" }, ["bing", "cpc", "spring"]],
    // Sites by name, whatever country domain or subdomain sent the visitor.
    [{ referrer: "https://www.google.com/search" }, ["google", "organic", "(not set)"]],
    [{ referrer: "https://www.google.co.uk" }, ["google", "organic", "(not set)"]],
    [{ referrer: "https://www.google.com.mx" }, ["google", "organic", "(not set)"]],
    [{ referrer: "https://mail.google.com" }, ["mail.google.com", "referral", "(not set)"]],
    [{ referrer: "https://www.bing.com" }, ["bing", "organic", "(not set)"]],
    [{ referrer: "https://duckduckgo.com" }, ["duckduckgo", "organic", "(not set)"]],
    [{ referrer: "https://facebook.com" }, ["facebook", "social", "(not set)"]],
    [{ referrer: "https://m.facebook.com" }, ["facebook", "social", "(not set)"]],
    [{ referrer: "https://l.facebook.com/l.php" }, ["facebook", "social", "(not set)"]],
    [{ referrer: "https://lm.facebook.com" }, ["facebook", "social", "(not set)"]],
    [{ referrer: "https://l.instagram.com" }, ["instagram", "social", "(not set)"]],
    [{ referrer: "https://www.nextdoor.com/p/abc" }, ["nextdoor", "social", "(not set)"]],
    [{ referrer: "https://m.yelp.com/biz/suncoast" }, ["yelp", "referral", "(not set)"]],
    [{ referrer: "https://www.notgoogle.com" }, ["notgoogle.com", "referral", "(not set)"]],
    [{ referrer: "https://blog.example/best-roofers" }, ["blog.example", "referral", "(not set)"]],
    [{}, ["(direct)", "(none)", "(not set)"]],
    // Stored before referrers were checked to parse: direct, not a failure.
    [{ referrer: "http://[" }, ["(direct)", "(none)", "(not set)"]],
  ])("%j is %j", (fields, [source, medium, campaign]) => {
    expect(sourceOf({ at, landingPage, ...fields })).toEqual({ source, medium, campaign });
  });
});
