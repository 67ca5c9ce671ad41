import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Measuring the roof from the address while the visitor answers the next questions
 * (POST /api/roof-measurement). Whatever happens, the wizard gets an answer within
 * `MEASURE_DEADLINE_MS`: a measurement, or a plain reason it has none, after which it asks for
 * the area as it does without measurement.
 */

/** Longer than the server's own limit on the outside calls (at most 5 s), so its answer comes first. */
export const MEASURE_DEADLINE_MS = 6_000;

export type RoofAddressAnswers = { address: string; city: string; zipCode: string };

export type Answer =
  | { status: "measured"; areaSqFt: number; pitch: string; segments: number; imageryDate: string }
  | { status: "none"; message: string };

/** `key`: the address it is about. */
export type Measurement = { status: "idle" } | { status: "measuring"; key: string } | (Answer & { key: string });

/** Also in measured-roof.tsx: this one is for when that file cannot be loaded. */
const UNAVAILABLE = "We couldn't measure your roof just now.";

/** One key per address as typed, so answering again for the same address measures nothing new. */
const keyOf = ({ address, city, zipCode }: RoofAddressAnswers) =>
  [address, city, zipCode].map((v) => v.trim().toLowerCase()).join("|");

export function useRoofMeasurement(): [Measurement, (address: RoofAddressAnswers) => void] {
  const [state, setState] = useState<Measurement>({ status: "idle" });
  const current = useRef<{ key: string; controller: AbortController } | null>(null);

  useEffect(() => () => current.current?.controller.abort(), []);

  const start = useCallback((address: RoofAddressAnswers) => {
    const key = keyOf(address);
    if (current.current?.key === key) return;
    current.current?.controller.abort();
    const controller = new AbortController();
    current.current = { key, controller };
    setState({ status: "measuring", key });
    const deadline = setTimeout(() => controller.abort(), MEASURE_DEADLINE_MS);
    void import("./measured-roof")
      .then((m) => m.requestMeasurement(address, controller.signal))
      .catch((): Answer => ({ status: "none", message: UNAVAILABLE }))
      .then((answer) => {
        clearTimeout(deadline);
        if (current.current?.key === key) setState({ ...answer, key });
      });
  }, []);

  return [state, start];
}
