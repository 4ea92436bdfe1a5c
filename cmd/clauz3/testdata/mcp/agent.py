"""A scripted agent for clauz3 start's test (cmd/clauz3/cmd_session_test.go).

usage: agent.py OUTDIR PROGRAM

It records its CLAUZ3_* environment in OUTDIR/env-N.json (N: its launch),
starts the MCP server of $CLAUZ3_MCP_CONFIG with the Python MCP SDK's
stdio client and, at its first launch, runs PROGRAM through the run tool
(the test approves it on the approval page); at a later launch it lists
the tools and the skills. What it saw goes to OUTDIR/result-N.json.
"""

import asyncio
import json
import os
import sys

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client


async def main():
    out, program = sys.argv[1], sys.argv[2]
    n = len([f for f in os.listdir(out) if f.startswith("env-")])
    with open(os.path.join(out, f"env-{n}.json"), "w", encoding="utf-8") as f:
        json.dump({k: v for k, v in os.environ.items() if k.startswith("CLAUZ3_")}, f)
    with open(os.environ["CLAUZ3_MCP_CONFIG"], encoding="utf-8") as f:
        server = json.load(f)["mcpServers"]["clauz3"]
    params = StdioServerParameters(command=server["command"], args=server["args"], env=dict(os.environ))
    result = {}
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as s:
            await s.initialize()
            if n == 0:
                phases = []

                async def on_progress(progress, total, message):
                    phases.append(json.loads(message)["phase"])

                with open(program, encoding="utf-8") as f:
                    res = await s.call_tool("run", {"source": f.read()}, progress_callback=on_progress)
                result = {"structured": res.structuredContent, "is_error": res.isError, "phases": phases}
            else:
                skills = (await s.call_tool("list_skills", {})).structuredContent["result"]
                result = {"tools": sorted(t.name for t in (await s.list_tools()).tools),
                          "skills": [k["id"] for k in skills]}
    with open(os.path.join(out, f"result-{n}.json"), "w", encoding="utf-8") as f:
        json.dump(result, f)


asyncio.run(main())
