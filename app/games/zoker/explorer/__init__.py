"""explorer"""
