package tabular

// MaxUnzipped lets the fuzz tests lower what a workbook may unpack to, so that an input the fuzzer
// compresses well reads in milliseconds rather than unpacking gigabytes.
var MaxUnzipped = &maxUnzipped
