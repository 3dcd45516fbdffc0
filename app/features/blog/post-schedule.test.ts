import { describe, expect, it } from "vitest";
import { scheduleChanged, scheduleDetails, storedSchedule } from "./post-schedule";

const at = "2026-11-29T06:00:00.000Z";
const later = "2026-12-29T06:00:00.000Z";

describe("storedSchedule", () => {
  it("keeps each time only where the status uses it", () => {
    expect(scheduleDetails(storedSchedule("scheduled", at, later))).toEqual({ publishAt: at, unpublishAt: later });
    expect(scheduleDetails(storedSchedule("published", at, later))).toEqual({ publishAt: null, unpublishAt: later });
    for (const status of ["draft", "pending", "rejected"] as const) expect(scheduleDetails(storedSchedule(status, at, later))).toEqual({ publishAt: null, unpublishAt: null });
  });

  it("tells a changed schedule from the same one", () => {
    expect(scheduleChanged(storedSchedule("scheduled", at, null), storedSchedule("scheduled", new Date(at), undefined))).toBe(false);
    expect(scheduleChanged(storedSchedule("scheduled", at, null), storedSchedule("scheduled", later, null))).toBe(true);
    expect(scheduleChanged(storedSchedule("published", null, null), storedSchedule("published", null, later))).toBe(true);
  });
});
