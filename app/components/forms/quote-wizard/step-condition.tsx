import { LOCATION_MAX } from "~/lib/schemas/quote-options";
import { TextField } from "../field";
import { RadioCards } from "./radio-cards";
import type { StepProps } from "./step-props";

/**
 * The roof's condition, and the city the property is in (the quote's location), unless the
 * address was asked first: then its city is the location.
 */
export function StepCondition({ answers, set, errors, content }: StepProps) {
  return (
    <div className="space-y-8">
      <RadioCards
        name="currentCondition"
        legend={content.text.condition}
        options={content.options.currentCondition}
        value={answers.currentCondition}
        onChange={(value) => set("currentCondition", value)}
        error={errors.currentCondition}
        columns={2}
      />
      {content.measuring ? null : (
        <div>
          <TextField
            name="location"
            label={content.text.location.label}
            labelClassName="text-base"
            list="quote-cities"
            autoComplete="off"
            maxLength={LOCATION_MAX}
            hint={content.text.location.hint}
            value={answers.location}
            onChange={(event) => set("location", event.currentTarget.value)}
            error={errors.location}
            required
            className="max-w-md"
          />
          <datalist id="quote-cities">
            {content.cities.map((city) => (
              <option key={city} value={city} />
            ))}
          </datalist>
        </div>
      )}
    </div>
  );
}
