import type { ComponentProps, ReactNode } from "react";
import type { UiText } from "~/content/ui-text";
import { useUiText } from "~/lib/i18n/use-ui-text";
import { ADDRESS_MAX, CITY_MAX, NAME_MAX } from "~/lib/schemas/limits";
import { EmailField, PhoneField, TextField, ZipCodeField } from "./field";

export type ContactFieldName = "firstName" | "lastName" | "phone" | "email" | "address" | "city" | "zipCode";

type Props = Omit<ComponentProps<typeof TextField>, "label"> & { label?: string };
/** A text field's label comes with its preset below; the others have their own. */
const Text = TextField as (props: Props) => ReactNode;

/** Each field's control and what it always says (in the page's language): label, autocomplete, length. */
const fields = (t: UiText["form"]): Record<ContactFieldName, [(props: Props) => ReactNode, Partial<Props>]> => ({
  firstName: [Text, { label: t.firstName, autoComplete: "given-name", maxLength: NAME_MAX }],
  lastName: [Text, { label: t.lastName, autoComplete: "family-name", maxLength: NAME_MAX }],
  phone: [PhoneField, { label: t.phone, hint: t.phoneHint }],
  email: [EmailField, { label: t.email }],
  address: [Text, { label: t.address, autoComplete: "street-address", maxLength: ADDRESS_MAX }],
  city: [Text, { label: t.city, autoComplete: "address-level2", maxLength: CITY_MAX }],
  zipCode: [ZipCodeField, { label: t.zipCode, hint: t.zipHint }],
});

/**
 * The visitor's name, phone, email and address, as every lead form asks them (each one required):
 * the same names, labels and autocomplete, so the browser fills them and the server reads them alike. Each form
 * picks its fields and their order; what it asks besides (a service, the state) goes between calls.
 */
export function ContactFields({
  fields: names,
  defaults = {},
  error,
  className = {},
  compact,
}: {
  fields: readonly ContactFieldName[];
  defaults?: Partial<Record<string, string>>;
  error: (field: ContactFieldName) => string | undefined;
  /** Each field's place in the form's grid. */
  className?: Partial<Record<ContactFieldName, string>>;
  /** The header's one-line bar: small labels, no hints under the fields. */
  compact?: boolean;
}) {
  const presets = fields(useUiText().form);
  return names.map((name) => {
    const [Control, preset] = presets[name];
    return (
      <Control
        key={name}
        {...preset}
        {...(compact && { hint: undefined, labelClassName: "text-xs" })}
        name={name}
        required
        defaultValue={defaults[name]}
        error={error(name)}
        className={className[name]}
      />
    );
  });
}
