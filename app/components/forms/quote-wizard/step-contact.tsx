import { ADDRESS_MAX, CITY_MAX } from "~/lib/schemas/limits";
import { QUOTE_NAME_MAX, QUOTE_ZIP_MAX } from "~/lib/schemas/quote-options";
import { ConsentNotice, EmailField, PhoneField, TextField } from "../field";
import type { StepProps } from "./step-props";

/** Question 6: where to send the estimate. */
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
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <TextField label="Full name" autoComplete="name" maxLength={QUOTE_NAME_MAX} {...field("name")} />
        <EmailField {...field("email")} />
        <PhoneField hint="10 digits" {...field("phone")} />
        <TextField label="Street address" autoComplete="street-address" maxLength={ADDRESS_MAX} {...field("address")} />
        <TextField label="City" autoComplete="address-level2" maxLength={CITY_MAX} {...field("city")} />
        <TextField
          label="ZIP code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={QUOTE_ZIP_MAX}
          hint="5 digits, or ZIP+4"
          {...field("zipCode")}
        />
      </div>
      <div className="mt-5">
        <ConsentNotice>{content.consent}</ConsentNotice>
      </div>
    </fieldset>
  );
}
