// What an operator command answers: the lines to print and the exit code (2: a usage error).
export interface AdminResult {
  lines: string[];
  code: number;
}
