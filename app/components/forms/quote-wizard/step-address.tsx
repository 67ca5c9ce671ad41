import { ADDRESS_MAX, CITY_MAX } from "~/lib/schemas/limits";
import { QUOTE_ZIP_MAX } from "~/lib/schemas/quote-options";
import { TextField } from "../field";
import type { StepProps } from "./step-props";

/** The first question when the roof is measured from the address: where the property is. */
export function StepAddress({ answers, set, errors, content }: StepProps) {
  const field = (name: "address" | "city" | "zipCode") => ({
    name,
    value: answers[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => set(name, event.currentTarget.value),
    error: errors[name],
    required: true,
  });
  const text = content.text.address;
  return (
    <fieldset tabIndex={-1} className="outline-none">
      <legend className="text-xl font-bold text-navy-950 sm:text-2xl">{text.legend}</legend>
      <p className="mt-2 text-slate-700">{text.intro}</p>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <TextField
          label={text.street}
          autoComplete="street-address"
          maxLength={ADDRESS_MAX}
          className="sm:col-span-2"
          {...field("address")}
        />
        <TextField
          label={text.city}
          autoComplete="address-level2"
          list="quote-address-cities"
          maxLength={CITY_MAX}
          {...field("city")}
        />
        <TextField
          label={text.zipCode}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={QUOTE_ZIP_MAX}
          hint={text.zipHint}
          {...field("zipCode")}
        />
        <datalist id="quote-address-cities">
          {content.cities.map((city) => (
            <option key={city} value={city} />
          ))}
        </datalist>
      </div>
    </fieldset>
  );
}
