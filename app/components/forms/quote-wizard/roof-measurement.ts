import { useEffect, useRef, useState } from "react";
import type * as MeasuredRoof from "./measured-roof";

/**
 * Measuring the roof from the address (POST /api/roof-measurement), started as soon as the address
 * answers are complete and valid (after a short pause in the typing, or at once when the visitor
 * presses Next), so it is done by the time the visitor reaches the roof's size. It is kept while the
 * visitor goes back and forth, and dropped the moment the address names another building. When and
 * how is in the code loaded for it (`measured-roof.tsx`, `measure-trigger.ts`): this hook is all of
 * it the page's first load carries.
 */

export type RoofAddressAnswers = { address: string; city: string; zipCode: string };

export type Answer =
  | { status: "measured"; areaSqFt: number; pitch: string; segments: number; imageryDate: string }
  | { status: "none"; message: string };

/** `key`: the building it is about. */
export type Measurement = { status: "idle" } | { status: "measuring"; key: string } | (Answer & { key: string });

/** Also in measured-roof.tsx: this one is for when that file cannot be loaded. */
const UNAVAILABLE = "We couldn't measure your roof just now.";

/** The measurement's code, loaded once the visitor starts on the address. */
type Code = typeof MeasuredRoof;
let code: Code | undefined;
const loadCode = () => import("./measured-roof").then((m) => (code = m));

/**
 * The roof measured from the address the visitor is giving. `on`: roofs are measured here.
 * `settled`: the address has been accepted (a later step, or after a reload), so no pause is
 * waited for. The second value measures now, without the pause: for Next on the address step.
 */
export function useRoofMeasurement(
  on: boolean,
  { address, city, zipCode }: RoofAddressAnswers,
  settled: boolean,
): [Measurement, () => void] {
  const [state, setState] = useState<Measurement>({ status: "idle" });
  const held = useRef<MeasuredRoof.Held | null>(null);
  const now = useRef(() => {});

  useEffect(() => () => held.current?.controller.abort(), []);

  useEffect(() => {
    if (!on || (!held.current && !address && !city && !zipCode)) return;
    let live = true;
    let cancel = () => {};
    const follow = (m: Code, immediately: boolean) => {
      cancel();
      cancel = m.followAddress(held, { address, city, zipCode }, immediately, setState);
    };
    if (code) follow(code, settled);
    else
      loadCode().then(
        (m) => live && follow(m, settled),
        () => live && settled && setState({ status: "none", message: UNAVAILABLE, key: "" }),
      );
    now.current = () => code && follow(code, true);
    return () => {
      live = false;
      cancel();
      now.current = () => {};
    };
  }, [on, address, city, zipCode, settled]);

  return [state, () => now.current()];
}
