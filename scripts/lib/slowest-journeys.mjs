// The journeys that took longest, read from Playwright's JSON report
// (reports/playwright.json), so `npm test` shows where the suite's minutes go
// (issue 29: the suite stays fast as the site grows).

/** Every journey of the report, once per project: its title, where it is, and its time in ms (retries added). */
function journeys(suite, titles = []) {
  const found = [];
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const duration = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
      found.push({
        title: [...titles, spec.title].join(" › "),
        where: `${spec.file}:${spec.line}`,
        project: test.projectName,
        duration,
      });
    }
  }
  for (const child of suite.suites ?? []) {
    // A file's own suite is named after the file, which `where` says already.
    found.push(...journeys(child, child.title === child.file ? titles : [...titles, child.title]));
  }
  return found;
}

/** The `count` slowest journeys of a Playwright JSON report, slowest first. */
export function slowestJourneys(report, count = 10) {
  return journeys({ suites: report.suites ?? [] })
    .sort((a, b) => b.duration - a.duration)
    .slice(0, count);
}

/** One line a journey: its time in seconds, its project, where it is and its title. */
export function formatJourneys(list) {
  return list.map(
    ({ title, where, project, duration }) =>
      `${(duration / 1000).toFixed(1).padStart(6)} s  [${project}] ${where}  ${title}`,
  );
}
