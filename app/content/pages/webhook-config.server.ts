import type { WebhookConfigPage } from "~/content/schemas";
import { site } from "~/content/site";
import {
  ATTRIBUTION_FIELD_KEYS,
  CUSTOM_FIELD_KEYS,
  POSSIBLE_SPAM_TAG,
  REPEAT_LEAD_TAG,
  SPANISH_TAG,
} from "~/lib/crm/contact";
import { FORM_TYPES, WEBSITE_LEAD_TAG } from "~/lib/form-types";

/** The CRM help page: what the site sends, and how to turn it into notifications. */
export const webhookConfigPage: WebhookConfigPage = {
  seo: {
    title: `CRM Integration Help | ${site.name}`,
    description:
      "How website leads reach the CRM: the connection status, the contact details, tags and custom fields sent, and a notification workflow to build.",
  },
  hero: {
    eyebrow: "For the office",
    title: "CRM integration",
    lead: "Every form on this website stores the lead first, then sends it to the CRM as a contact, retrying until the CRM accepts it. This page shows the connection status and what the CRM receives.",
    points: [],
  },
  sent: {
    eyebrow: "What is sent",
    title: "What the CRM receives for each lead",
    lead: "One contact per person. A visitor who is already a contact (same email or phone) is updated instead of duplicated, unless the form gives other details than the contact has (below).",
    rows: [
      {
        title: "Contact info",
        text: "First and last name, email and phone (as +1 and ten digits), whichever the form collected.",
        values: ["firstName", "lastName", "email", "phone"],
      },
      {
        title: "Address",
        text: "Street address, city, state and ZIP code, when the form asks for them.",
        values: ["address1", "city", "state", "postalCode"],
      },
      {
        title: "Source",
        text: "The company name and the form the lead came from.",
        values: [`${site.name} - {form type}`],
      },
      {
        title: "Tags",
        text: `The form type, plus "${WEBSITE_LEAD_TAG}" on every lead. Form types: ${FORM_TYPES.join(", ")}. "${SPANISH_TAG}" marks a lead sent from the Spanish pages: answer that person in Spanish. "${REPEAT_LEAD_TAG}" marks a lead from an email or phone that sent one in the previous 24 hours, or one whose details differ from the contact the CRM already has (below); "${POSSIBLE_SPAM_TAG}" one sent without the page's proof of work (a script, or a browser with JavaScript off) or with the hidden field filled: the website sent nothing to the address it names and reported no conversion, so check it before calling (the custom field spam_reason says why). Releasing it (\`npm run leads -- release\`) removes the tag and sends what was held back.`,
        values: ["{form type}", WEBSITE_LEAD_TAG, SPANISH_TAG, REPEAT_LEAD_TAG, POSSIBLE_SPAM_TAG],
      },
      {
        title: "A contact the CRM already has",
        text: `Each lead's email and phone are looked up first. When the contact has the same name, phone and address (or fewer details), it is updated as above. When the form gives another name, phone or address (anyone can type a customer's email into a form), nothing on the contact is overwritten: only its empty fields are filled, a note on the contact lists what the lead asked and the name, email, phone and address it gave beside the contact's, and the contact is tagged "${REPEAT_LEAD_TAG}" for someone to check.`,
        values: ["contact note", REPEAT_LEAD_TAG],
      },
      {
        title: "Custom fields",
        text: "Sent when the form collected them; a lead from the Spanish pages sends language as es (English leads send none, so a Spanish speaker's contact keeps it); an instant quote also says whether its roof area was measured from the address or entered, and what satellite imagery measured (pitch as 6/12, roof faces, the imagery's date and quality); a lead marked Possible Spam says why in spam_reason. Create contact fields with these keys in the CRM so the values have somewhere to land.",
        values: [...CUSTOM_FIELD_KEYS],
      },
      {
        title: "Where the lead came from",
        text: "The visitor's first recorded visit (first_...) and the latest one that brought new campaign parameters (last_...): the page they landed on, the site that sent them, the UTM parameters and the ad click ids of Google, Meta and Microsoft, and when. Sent when the visitor's browser kept them; create these contact fields too, so the CRM keeps the source of each lead.",
        values: [...ATTRIBUTION_FIELD_KEYS],
      },
    ],
  },
  workflow: {
    eyebrow: "Notifications",
    title: "Build an email and SMS notification workflow",
    lead: "Nine steps in GoHighLevel's workflow builder; other CRMs have the same building blocks under similar names.",
    steps: [
      {
        title: "Create the custom fields",
        text: `In Settings, Custom Fields, add contact fields with the keys ${CUSTOM_FIELD_KEYS.join(", ")}, and the first_ and last_ fields of where the lead came from (listed above).`,
      },
      {
        title: "Create a workflow",
        text: "Open Automation, Workflows, choose Create Workflow and start from scratch. Name it something like 'New website lead'.",
      },
      {
        title: "Trigger: Contact Created",
        text: "Add the trigger 'Contact Created'. Every form on the site creates a contact through the API, so it fires for each new lead.",
      },
      {
        title: `Filter on "${WEBSITE_LEAD_TAG}" (optional)`,
        text: `To skip contacts added by hand or by other tools, add a one-minute Wait, then an If/Else condition 'Tags include ${WEBSITE_LEAD_TAG}'. The site adds tags just after creating the contact, so a filter on the trigger itself can run before the tag is there.`,
      },
      {
        title: "Email the office",
        text: "Add Send Internal Notification, Email, to the office address, with a subject like 'New website lead: {{contact.name}}' and the phone, email, address, source and custom fields in the body.",
      },
      {
        title: "Text the on-call phone",
        text: "Add Send Internal Notification, SMS, to the estimator or on-call phone with the name, phone and source, so nobody waits for an email to be read.",
      },
      {
        title: "Route by form type (optional)",
        text: "Add an If/Else on a form-type tag such as 'Financing Application' or 'Instant Quote Request' to notify the right person or add the contact to a pipeline.",
      },
      {
        title: "Confirm to the customer (optional)",
        text: "Send the visitor a thank-you email. Send a confirmation text only from a number registered for A2P 10DLC and only to people who agreed to receive texts.",
      },
      {
        title: "Publish and test",
        text: "Save, switch the workflow from Draft to Publish, then submit a test lead on the website and check that the contact, its tags and fields, the email and the text all arrive.",
      },
    ],
    note: `A returning visitor whose email or phone is already in the CRM is updated rather than created, so 'Contact Created' does not fire again for them; their new tags appear on the contact. To hear of them too, add a workflow triggered by 'Contact Tag' added "${REPEAT_LEAD_TAG}": those whose details differ from the contact's are explained in a note on it.`,
  },
  webhook: {
    eyebrow: "The webhook option",
    title: "Sending leads to a webhook instead",
    lead: "With CRM_PROVIDER=webhook, each lead is sent as a signed JSON POST to CRM_WEBHOOK_URL, for Zapier, Make or a CRM's inbound webhook. An answer in the 200s counts as received; 408, 429 and 5xx answers and timeouts are retried with back-off for 24 hours; any other answer is recorded as refused and not retried.",
  },
};
