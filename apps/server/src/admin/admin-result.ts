// What one operator command answers: the lines to print and the exit code (2: usage).
export interface AdminResult {
  lines: string[];
  code: number;
}
