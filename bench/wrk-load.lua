-- The search benchmark's requests for wrk (bench/wrk-load.ts): `wrk ... -s bench/wrk-load.lua URL -- FILE METHOD`
-- sends the lines of FILE in order, one request each: GET paths (with their query) or POST JSON
-- bodies. At the end it prints one JSON line: requests, seconds, p50, p95, p99 (ms) and errors
-- (connection, read, write, time-out and answers of status 400 or more).
local lines, i, method = {}, 0, 'POST'
init = function(args)
  for line in io.lines(args[1]) do lines[#lines + 1] = line end
  method = args[2] or 'POST'
end
request = function()
  i = i + 1
  local line = lines[(i - 1) % #lines + 1]
  if method == 'GET' then return wrk.format('GET', line) end
  return wrk.format('POST', nil, { ['Content-Type'] = 'application/json' }, line)
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"seconds":%f,"p50":%f,"p95":%f,"p99":%f,"errors":%d}\n', summary.requests, summary.duration / 1e6,
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000,
    e.connect + e.read + e.write + e.timeout + e.status))
end
