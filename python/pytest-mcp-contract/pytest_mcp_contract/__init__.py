"""Check an MCP server's capability surface against its mcp-contract snapshot from pytest."""
from .plugin import McpContractError, assert_mcp_contract

__all__ = ["assert_mcp_contract", "McpContractError"]
