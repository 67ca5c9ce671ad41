import { ADDRESS_MAX, CITY_MAX } from "~/lib/schemas/limits";
import { QUOTE_NAME_MAX, QUOTE_ZIP_MAX } from "~/lib/schemas/quote-options";
import { ConsentNotice, EmailField, PhoneField, TextField } from "../field";
import type { StepProps } from "./step-props";
import { fill } from "~/content/ui-text";

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
    required: true,
  });
  const text = content.text.contact;
  const place = content.text.address;
  return (
    <fieldset tabIndex={-1} className="outline-none">
      <legend className="text-xl font-bold text-navy-950 sm:text-2xl">{text.legend}</legend>
      {content.measuring ? (
        <p className="mt-2 text-slate-700">
          {fill(text.forRoof, { address: answers.address, city: answers.city, zipCode: answers.zipCode })}
        </p>
      ) : null}
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <TextField label={text.name} autoComplete="name" maxLength={QUOTE_NAME_MAX} {...field("name")} />
        <EmailField label={text.email} {...field("email")} />
        <PhoneField label={text.phone} hint={text.phoneHint} {...field("phone")} />
        {content.measuring ? null : (
          <>
            <TextField
              label={place.street}
              autoComplete="street-address"
              maxLength={ADDRESS_MAX}
              {...field("address")}
            />
            <TextField label={place.city} autoComplete="address-level2" maxLength={CITY_MAX} {...field("city")} />
            <TextField
              label={place.zipCode}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={QUOTE_ZIP_MAX}
              hint={place.zipHint}
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
