import { ADDRESS_MAX, CITY_MAX } from "~/lib/schemas/limits";
import { QUOTE_NAME_MAX, QUOTE_ZIP_MAX } from "~/lib/schemas/quote-options";
import { ConsentNotice, EmailField, PhoneField, TextField } from "../field";
import type { StepProps } from "./step-props";

/**
 * The last question: where to send the estimate. With roof measurement on, the address was the
 * first question, so it is only recalled here.
 */
export function StepContact({ answers, set, errors, content }: StepProps) {
  const field = (name: "name" | "email" | "phone" | "address" | "city" | "zipCode") => ({
    name,
    value: answers[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => set(name, event.currentTarget.value),
    error: errors[name],
  });
  return (
    <fieldset tabIndex={-1} className="outline-none">
      <legend className="text-xl font-bold text-navy-950 sm:text-2xl">Where should we send your quote?</legend>
      {content.measuring ? (
        <p className="mt-2 text-slate-700">
          For the roof at {answers.address}, {answers.city} {answers.zipCode}.
        </p>
      ) : null}
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <TextField label="Full name" autoComplete="name" maxLength={QUOTE_NAME_MAX} {...field("name")} />
        <EmailField {...field("email")} />
        <PhoneField hint="10 digits" {...field("phone")} />
        {content.measuring ? null : (
          <>
            <TextField
              label="Street address"
              autoComplete="street-address"
              maxLength={ADDRESS_MAX}
              {...field("address")}
            />
            <TextField label="City" autoComplete="address-level2" maxLength={CITY_MAX} {...field("city")} />
            <TextField
              label="ZIP code"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={QUOTE_ZIP_MAX}
              hint="5 digits, or ZIP+4"
              {...field("zipCode")}
            />
          </>
        )}
      </div>
      <div className="mt-5">
        <ConsentNotice>{content.consent}</ConsentNotice>
      </div>
    </fieldset>
  );
}
