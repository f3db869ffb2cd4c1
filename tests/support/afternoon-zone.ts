/**
 * An IANA zone where it is now between 13:00 and 14:00 (issue 44's tests against a built server): the
 * server's background sends on the real clock, which no test clock reaches, so a church in this zone
 * never has an announcement held by the quiet hours (20:00 to 08:00), whatever hour the suite runs at.
 */
export function zoneWhereItIsAfternoon(now = Date.now()): string {
  const offset = ((13 - new Date(now).getUTCHours() + 36) % 24) - 12;
  // IANA's Etc zones count the other way: UTC+5 is Etc/GMT-5.
  return offset === 0 ? "Etc/GMT" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
}
