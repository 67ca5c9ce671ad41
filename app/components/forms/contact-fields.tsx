import type { ComponentProps, ReactNode } from "react";
import { ADDRESS_MAX, CITY_MAX, NAME_MAX } from "~/lib/schemas/limits";
import { EmailField, PhoneField, TextField, ZipCodeField } from "./field";

export type ContactFieldName = "firstName" | "lastName" | "phone" | "email" | "address" | "city" | "zipCode";

type Props = Omit<ComponentProps<typeof TextField>, "label"> & { label?: string };
/** A text field's label comes with its preset below; the others have their own. */
const Text = TextField as (props: Props) => ReactNode;

/** Each field's control and what it always says: its label, autocomplete and length. */
const FIELDS: Record<ContactFieldName, [(props: Props) => ReactNode, Partial<Props>]> = {
  firstName: [Text, { label: "First name", autoComplete: "given-name", maxLength: NAME_MAX }],
  lastName: [Text, { label: "Last name", autoComplete: "family-name", maxLength: NAME_MAX }],
  phone: [PhoneField, { hint: "10 digits, numbers only" }],
  email: [EmailField, {}],
  address: [Text, { label: "Street address", autoComplete: "street-address", maxLength: ADDRESS_MAX }],
  city: [Text, { label: "City", autoComplete: "address-level2", maxLength: CITY_MAX }],
  zipCode: [ZipCodeField, {}],
};

/**
 * The visitor's name, phone, email and address, as every lead form asks them: the same names,
 * labels and autocomplete, so the browser fills them and the server reads them alike. Each form
 * picks its fields and their order; what it asks besides (a service, the state) goes between calls.
 */
export function ContactFields({
  fields,
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
  return fields.map((name) => {
    const [Control, preset] = FIELDS[name];
    return (
      <Control
        key={name}
        {...preset}
        {...(compact && { hint: undefined, labelClassName: "text-xs" })}
        name={name}
        defaultValue={defaults[name]}
        error={error(name)}
        className={className[name]}
      />
    );
  });
}
