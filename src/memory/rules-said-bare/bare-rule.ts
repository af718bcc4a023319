/** A rule said bare: its form, and whether it counts only when not of the moment or the day. */
export interface BareRule {
  rule: RegExp;
  notNow?: true;
}
